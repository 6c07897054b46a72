// カレンダーに追加: the fan's private iCalendar feed (getCalendarFeed) to subscribe to from Google Calendar
// or Apple Calendar — the address with a copy button and a webcal:// link, 再発行 (a new address; the old
// one stops working) and 無効にする.
import { useState } from 'react';
import type { ApiClient } from '@anifan/contract';
import { errorMessage } from '../lib/notification-center';
import styles from './notifications.module.css';

/** The feed's address for calendar apps that subscribe by link. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

interface Props {
  api: Pick<ApiClient, 'call'>;
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

export function CalendarFeedSection({ api, clipboard = navigator.clipboard }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (action: () => Promise<void>, done: string | null, failed: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      if (done) setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error, failed) });
    } finally {
      setBusy(false);
    }
  };
  const show = () =>
    run(
      async () => setUrl((await api.call('getCalendarFeed')).url),
      null,
      'カレンダーのURLを用意できませんでした',
    );
  const reissue = () =>
    run(
      async () => {
        await api.call('deleteCalendarFeed');
        setUrl(null);
        setUrl((await api.call('getCalendarFeed')).url);
      },
      '新しいURLを発行しました。以前のURLは使えなくなりました。',
      'URLを再発行できませんでした',
    );
  const revoke = () =>
    run(
      async () => {
        await api.call('deleteCalendarFeed');
        setUrl(null);
      },
      'カレンダーのURLを無効にしました',
      'URLを無効にできませんでした',
    );
  const copy = () =>
    run(
      async () => {
        if (!clipboard || !url) throw new Error('clipboard/unavailable');
        await clipboard.writeText(url);
      },
      'URLをコピーしました',
      'コピーできませんでした。URLを選択してコピーしてください。',
    );

  return (
    <div className={styles.block}>
      <p className={styles.note}>
        マイリストの「見てる」「見たい」の作品の放送予定を、お使いのカレンダーアプリ（Google カレンダー、Apple
        のカレンダーなど）に表示できます。このURLを知っている人は誰でも予定を見られるので、共有しないでください。
      </p>
      {url ? (
        <>
          <label className={styles.urlLabel}>
            カレンダーのURL
            <input
              type="text"
              readOnly
              value={url}
              className={styles.urlInput}
              onFocus={(e) => e.target.select()}
            />
          </label>
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void copy()}>
              コピー
            </button>
            <a className={styles.button} href={webcalUrl(url)}>
              カレンダーアプリで開く
            </a>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void reissue()}>
              再発行
            </button>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void revoke()}>
              無効にする
            </button>
          </div>
        </>
      ) : (
        <button type="button" className={styles.primaryButton} disabled={busy} onClick={() => void show()}>
          カレンダーに追加
        </button>
      )}
      {message && (
        <p className={message.ok ? styles.saved : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
