// プッシュ通知を受け取る: the opt-in on this browser (web-push.ts), saying why it cannot be turned on when the
// browser has no push support or the permission was denied.
import { useEffect, useState } from 'react';
import type { ApiClient } from '@anifan/contract';
import { errorMessage } from '../lib/notification-center';
import {
  PUSH_PROBLEM_MESSAGES,
  PushSetupError,
  pushStatus,
  subscribePush,
  unsubscribePush,
  type PushEnvironment,
  type PushStatus,
} from '../lib/web-push';
import styles from './notifications.module.css';

interface Props {
  api: Pick<ApiClient, 'call'>;
  env: PushEnvironment;
}

export function PushSetting({ api, env }: Props) {
  const [status, setStatus] = useState<PushStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void pushStatus(env).then((found) => active && setStatus(found));
    return () => {
      active = false;
    };
  }, [env]);

  if (status === null) return <p className={styles.note}>プッシュ通知の状態を確かめています…</p>;
  if (status === 'unsupported' || status === 'denied') {
    return (
      <div className={styles.block}>
        <label className={styles.checkLabel}>
          <input type="checkbox" className={styles.checkbox} checked={false} disabled />
          プッシュ通知を受け取る
        </label>
        <p className={styles.note}>{PUSH_PROBLEM_MESSAGES[status]}</p>
      </div>
    );
  }

  const toggle = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) await subscribePush(api, env);
      else await unsubscribePush(api, env);
      setStatus(on ? 'on' : 'off');
    } catch (error) {
      if (
        error instanceof PushSetupError &&
        (error.problem === 'denied' || error.problem === 'unsupported')
      ) {
        setStatus(error.problem);
      } else {
        setProblem(
          error instanceof PushSetupError ? error.message : errorMessage(error, PUSH_PROBLEM_MESSAGES.failed),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.block}>
      <label className={styles.checkLabel}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={status === 'on'}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        プッシュ通知を受け取る
      </label>
      <p className={styles.note}>
        この端末のブラウザに、アプリを閉じていてもお知らせを届けます（上の「プッシュ」がオンの種類だけ）。
      </p>
      {busy && (
        <p className={styles.note} role="status">
          設定しています…
        </p>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
