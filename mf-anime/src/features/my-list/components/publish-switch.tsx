// マイリストの公開: a switch for the signed-in fan's list (listPublic); 非公開 entries stay theirs alone.
import { useCallback, useEffect, useState } from 'react';
import { apiFor, isApiError, type MediaListSettings } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { getListSettings, setListPublic } from '../api/list-settings';
import { transferErrorMessage } from '../lib/import-messages';
import styles from './my-list.module.css';

export const PUBLISH_MESSAGES = {
  loadFailed: '公開設定を読み込めませんでした。',
  saveFailed: '公開設定を変更できませんでした。時間をおいて、もう一度お試しください。',
} as const;

/** The settings' own refusals are not for the fan's eyes; connection, sign-in and rate limits are. */
const settingsErrorMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.code.startsWith('list/') ? fallback : transferErrorMessage(error, fallback);

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; settings: MediaListSettings; saving: boolean; error: string | null };

export function PublishSwitch() {
  const api = apiFor(usePlatform());
  const [state, setState] = useState<State>({ step: 'loading' });

  const load = useCallback(() => {
    let current = true;
    setState({ step: 'loading' });
    getListSettings(api).then(
      (settings) => current && setState({ step: 'ready', settings, saving: false, error: null }),
      (error: unknown) =>
        current &&
        setState({ step: 'failed', message: settingsErrorMessage(error, PUBLISH_MESSAGES.loadFailed) }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  useEffect(() => load(), [load]);

  const toggle = async (settings: MediaListSettings) => {
    const wanted = !settings.listPublic;
    // Shown at once; put back when the server refuses.
    setState({ step: 'ready', settings: { ...settings, listPublic: wanted }, saving: true, error: null });
    try {
      setState({ step: 'ready', settings: await setListPublic(api, wanted), saving: false, error: null });
    } catch (error) {
      setState({
        step: 'ready',
        settings,
        saving: false,
        error: settingsErrorMessage(error, PUBLISH_MESSAGES.saveFailed),
      });
    }
  };

  return (
    <section className={styles.publish} aria-labelledby="my-list-publish">
      <h2 id="my-list-publish" className={styles.sectionTitle}>
        公開
      </h2>
      {state.step === 'loading' && (
        <p role="status" className={styles.note}>
          公開設定を読み込んでいます…
        </p>
      )}
      {state.step === 'failed' && (
        <div role="alert" className={styles.error}>
          <p>{state.message}</p>
          <button type="button" className={styles.secondary} onClick={load}>
            再試行
          </button>
        </div>
      )}
      {state.step === 'ready' && (
        <>
          <button
            type="button"
            role="switch"
            aria-checked={state.settings.listPublic}
            disabled={state.saving}
            className={styles.switch}
            onClick={() => void toggle(state.settings)}
          >
            <span className={styles.switchTrack} aria-hidden="true" />
            マイリストを公開する
          </button>
          <p className={styles.note}>
            {state.settings.listPublic
              ? `公開中: ほかの人もユーザー名「${state.settings.name}」で、このマイリストを見られます。非公開にした作品は表示されません。`
              : '非公開: このマイリストはあなただけが見られます。'}
          </p>
          {state.error && (
            <p role="alert" className={styles.error}>
              {state.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
