// The shell's UI inside the router: layout, the fixed routes (docs/screens.md), the shell's お知らせ (the
// header's bell and its /notifications page), the pages remotes contribute, the not-found page, and the
// slots pages mount (platform.slots).
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { createGuestAirings } from '../features/notifications/lib/guest-airings';
import {
  createNotificationCenter,
  type NotificationCenter,
} from '../features/notifications/lib/notification-center';
import {
  browserPushEnvironment,
  unsubscribePush,
  type PushEnvironment,
} from '../features/notifications/lib/web-push';
import { NOTIFICATIONS_NAV, NOTIFICATIONS_PATH } from '../features/notifications/routes';
import { ManifestNotice } from '../features/remotes/components/manifest-notice';
import { PageLoading } from '../features/remotes/components/page-loading';
import { RemoteLoaderProvider } from '../features/remotes/components/remote-loader-context';
import { SlotPortals } from '../features/remotes/components/slot-portals';
import type { ContributedPages } from '../features/remotes/lib/contributed-pages';
import type { RemoteLoader } from '../features/remotes/lib/remote-loader';
import type { RemoteRegistry } from '../features/remotes/lib/remote-registry';
import { NotFoundPage } from '../pages/not-found-page';
import { subscribeTo, THEME_COLORS } from '@anifan/contract';
import type { Shell } from './create-shell';
import { RouteView } from './route-view';
import { ROUTE_TABLE } from '@anifan/contract';
import { hadSignedInUser, onSignedInElsewhere, trackSignedInUser } from './signed-in-marker';

/** The お知らせ page (its settings, push and calendar parts) loads when it is opened; the bell is in main. */
const NotificationsPage = lazy(() =>
  import(
    /* webpackChunkName: "notifications-page" */ '../features/notifications/components/notifications-page'
  ).then((module) => ({ default: module.NotificationsPage })),
);

interface Props {
  shell: Shell;
  loader: RemoteLoader;
  registry: Pick<RemoteRegistry, 'manifestFailed$' | 'manifestFailed'>;
  /** The pages remotes contribute, routed and listed after the fixed ones as they arrive. */
  contributed: Pick<ContributedPages, 'state$' | 'snapshot'>;
  /** お知らせ's state; made from the shell's platform when absent. */
  notifications?: NotificationCenter;
  /** The browser's push APIs (tests stand in for them). */
  pushEnv?: PushEnvironment;
}

export function App({ shell, loader, registry, contributed, notifications, pushEnv }: Props) {
  const { platform, auth, navigation, slots } = shell;
  const navigate = useNavigate();
  const pages = useSyncExternalStore(subscribeTo(contributed.state$), contributed.snapshot);
  const routes = useMemo(() => [...ROUTE_TABLE, ...pages.routes], [pages.routes]);
  const navRoutes = useMemo(() => [...ROUTE_TABLE, NOTIFICATIONS_NAV, ...pages.routes], [pages.routes]);
  const center = useMemo(
    () =>
      notifications ??
      createNotificationCenter({
        api: platform.api,
        auth,
        guestAirings: createGuestAirings({ graphqlUrl: platform.config.graphqlUrl }),
      }),
    [notifications, platform, auth],
  );
  const push = useMemo(() => pushEnv ?? browserPushEnvironment(), [pushEnv]);

  useEffect(() => center.start(), [center]);
  // Signing out removes this browser's push subscription while the API still takes the fan's token.
  useEffect(() => auth.beforeSignOut(() => unsubscribePush(platform.api, push)), [auth, platform, push]);

  useEffect(() => navigation.bind(navigate), [navigation, navigate]);

  useEffect(() => {
    const subscription = trackSignedInUser(auth.state$);
    return () => subscription.unsubscribe();
  }, [auth]);

  useEffect(() => {
    // A returning signed-in visitor gets Firebase right after the first render, to restore the session.
    if (hadSignedInUser()) {
      auth.start();
      return undefined;
    }
    // A guest never downloads it unless they sign in: here (the sign-in loads it on demand) or in another
    // tab, whose session this tab then takes up as Firebase shares it between tabs.
    return onSignedInElsewhere(() => auth.start());
  }, [auth]);

  useEffect(() => {
    const subscription = platform.theme.theme$.subscribe((theme) => {
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
    });
    return () => subscription.unsubscribe();
  }, [platform.theme]);

  return (
    <RemoteLoaderProvider loader={loader}>
      <AppLayout
        theme={platform.theme}
        auth={auth}
        navRoutes={navRoutes}
        notice={<ManifestNotice failed$={registry.manifestFailed$} failed={registry.manifestFailed} />}
        headerTools={<NotificationBell center={center} />}
      >
        <Routes>
          <Route
            path={NOTIFICATIONS_PATH}
            element={
              <Suspense fallback={<PageLoading />}>
                <NotificationsPage center={center} api={platform.api} auth={auth} pushEnv={push} />
              </Suspense>
            }
          />
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              // Keyed by path: each route gets its own error boundary and retry state.
              element={<RouteView key={route.path} route={route} platform={platform} names={navigation} />}
            />
          ))}
          {/* A deep link to a contributed page waits for the remotes' manifests before it is not found. */}
          <Route path="*" element={pages.pending ? <PageLoading /> : <NotFoundPage />} />
        </Routes>
      </AppLayout>
      <SlotPortals registry={slots} platform={platform} />
    </RemoteLoaderProvider>
  );
}
