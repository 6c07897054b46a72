// お知らせの設定: per kind, shown in the app (アプリ内) and pushed (プッシュ); quiet hours (おやすみ時間,
// off by default) that hold pushes until they end. Saved with putNotificationSettings.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type ApiClient,
  type NotificationChannelSettings,
  type NotificationKind,
  type NotificationSettings,
} from '@anifan/contract';
import { errorMessage } from '../lib/notification-center';
import styles from './notifications.module.css';

/** The quiet hours offered when the fan turns them on. */
export const DEFAULT_QUIET_HOURS = { start: '23:00', end: '07:00' };

const CHANNELS: [keyof NotificationChannelSettings, string][] = [
  ['inApp', 'アプリ内'],
  ['push', 'プッシュ'],
];

interface Props {
  api: Pick<ApiClient, 'call'>;
}

export function NotificationSettingsForm({ api }: Props) {
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const quietId = useId();

  useEffect(() => {
    let active = true;
    setLoadError(null);
    api.call('getNotificationSettings').then(
      (loaded) => active && setSettings(loaded),
      (error: unknown) => active && setLoadError(errorMessage(error, '設定を読み込めませんでした')),
    );
    return () => {
      active = false;
    };
  }, [api, attempt]);

  if (loadError) {
    return (
      <div className={styles.block}>
        <p className={styles.error} role="alert">
          {loadError}
        </p>
        <button type="button" className={styles.button} onClick={() => setAttempt((count) => count + 1)}>
          再試行
        </button>
      </div>
    );
  }
  if (!settings) return <p className={styles.note}>設定を読み込んでいます…</p>;

  const change = (next: NotificationSettings) => {
    setSettings(next);
    setResult(null);
  };
  const setChannel = (kind: NotificationKind, channel: keyof NotificationChannelSettings, on: boolean) =>
    change({ ...settings, kinds: { ...settings.kinds, [kind]: { ...settings.kinds[kind], [channel]: on } } });
  const quiet = settings.quietHours;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      setSettings(await api.call('putNotificationSettings', { body: settings }));
      setResult({ ok: true, text: '設定を保存しました' });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, '設定を保存できませんでした') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.block} onSubmit={(event) => void save(event)}>
      <table className={styles.kindTable}>
        <caption className="visually-hidden">お知らせの種類ごとの受け取り方</caption>
        <thead>
          <tr>
            <th scope="col">種類</th>
            {CHANNELS.map(([channel, label]) => (
              <th key={channel} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{NOTIFICATION_KIND_LABELS[kind]}</th>
              {CHANNELS.map(([channel, label]) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={`${NOTIFICATION_KIND_LABELS[kind]}：${label}`}
                    checked={settings.kinds[kind][channel]}
                    onChange={(event) => setChannel(kind, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <fieldset className={styles.fieldset}>
        <legend>おやすみ時間</legend>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={quiet !== null}
            aria-describedby={quietId}
            onChange={(event) =>
              change({ ...settings, quietHours: event.target.checked ? DEFAULT_QUIET_HOURS : null })
            }
          />
          おやすみ時間を使う
        </label>
        <p id={quietId} className={styles.note}>
          この時間帯はプッシュ通知を止め、終わったときにまとめて届けます（アプリ内のお知らせはすぐに届きます）。深夜アニメの放送開始も止まるため、初期設定ではオフです。
          {`時刻は${settings.timeZone === DEFAULT_NOTIFICATION_SETTINGS.timeZone ? '日本時間' : settings.timeZone}です。`}
        </p>
        {quiet && (
          <div className={styles.times}>
            <label>
              開始
              <input
                type="time"
                required
                value={quiet.start}
                onChange={(event) =>
                  change({ ...settings, quietHours: { ...quiet, start: event.target.value } })
                }
              />
            </label>
            <label>
              終了
              <input
                type="time"
                required
                value={quiet.end}
                onChange={(event) =>
                  change({ ...settings, quietHours: { ...quiet, end: event.target.value } })
                }
              />
            </label>
          </div>
        )}
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={saving}>
          {saving ? '保存しています…' : '保存'}
        </button>
        {result && (
          <p className={result.ok ? styles.saved : styles.error} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        )}
      </div>
    </form>
  );
}
