// The お知らせ page (/notifications, the shell's own route): every notification, newest first, paged with
// もっと見る, すべて既読; for a signed-in fan the settings (per kind, quiet hours), プッシュ通知を受け取る
// and カレンダーに追加; a guest is told what they get on this device and offered サインイン.
import { useSyncExternalStore } from 'react';
import { subscribeTo, type ApiClient, type PlatformAuth } from '@anifan/contract';
import { documentTitle } from '../../../app/routes';
import { useDocumentTitle } from '../../../app/use-document-title';
import type { NotificationCenter } from '../lib/notification-center';
import type { PushEnvironment } from '../lib/web-push';
import { NOTIFICATIONS_TITLE } from '../routes';
import { CalendarFeedSection } from './calendar-feed';
import { GUEST_NOTE, NotificationList, NotificationListError } from './notification-list';
import { NotificationSettingsForm } from './notification-settings';
import { PushSetting } from './push-setting';
import styles from './notifications.module.css';

interface Props {
  center: NotificationCenter;
  api: Pick<ApiClient, 'call'>;
  auth: Pick<PlatformAuth, 'signIn'>;
  pushEnv: PushEnvironment;
}

export function NotificationsPage({ center, api, auth, pushEnv }: Props) {
  useDocumentTitle(documentTitle(NOTIFICATIONS_TITLE));
  const state = useSyncExternalStore(subscribeTo(center.state$), center.snapshot);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{NOTIFICATIONS_TITLE}</h1>
      {state.mode === 'none' ? (
        <p className={styles.note}>読み込んでいます…</p>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="notifications-list-heading">
            <div className={styles.sectionHeader}>
              <h2 id="notifications-list-heading" className={styles.sectionTitle}>
                {state.unread > 0 ? `すべてのお知らせ（未読${state.unread}件）` : 'すべてのお知らせ'}
              </h2>
              <button
                type="button"
                className={styles.button}
                disabled={state.unread === 0}
                onClick={() => void center.markAllRead()}
              >
                すべて既読
              </button>
            </div>
            <NotificationListError state={state} center={center} />
            {state.loading && state.items.length === 0 ? (
              <p className={styles.empty}>読み込んでいます…</p>
            ) : state.items.length === 0 ? (
              !state.error && <p className={styles.empty}>お知らせはありません</p>
            ) : (
              <NotificationList
                items={state.items}
                label="お知らせの一覧"
                onOpen={(item) => void center.markRead(item)}
              />
            )}
            {state.hasMore && (
              <button
                type="button"
                className={styles.moreButton}
                disabled={state.loadingMore}
                onClick={() => void center.loadMore()}
              >
                {state.loadingMore ? '読み込んでいます…' : 'もっと見る'}
              </button>
            )}
          </section>
          {state.mode === 'guest' ? (
            <section className={styles.section} aria-labelledby="notifications-guest-heading">
              <h2 id="notifications-guest-heading" className={styles.sectionTitle}>
                ゲストのお知らせ
              </h2>
              <p className={styles.note}>{GUEST_NOTE}</p>
              <p className={styles.note}>プッシュ通知とカレンダーへの追加は、サインインすると使えます。</p>
              <button type="button" className={styles.primaryButton} onClick={() => void auth.signIn()}>
                サインイン
              </button>
            </section>
          ) : (
            <>
              <section className={styles.section} aria-labelledby="notifications-settings-heading">
                <h2 id="notifications-settings-heading" className={styles.sectionTitle}>
                  お知らせの設定
                </h2>
                <NotificationSettingsForm api={api} />
              </section>
              <section className={styles.section} aria-labelledby="notifications-push-heading">
                <h2 id="notifications-push-heading" className={styles.sectionTitle}>
                  プッシュ通知
                </h2>
                <PushSetting api={api} env={pushEnv} />
              </section>
              <section className={styles.section} aria-labelledby="notifications-calendar-heading">
                <h2 id="notifications-calendar-heading" className={styles.sectionTitle}>
                  カレンダーに追加
                </h2>
                <CalendarFeedSection api={api} />
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
