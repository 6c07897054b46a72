// The shell's UI inside the router: layout, every route of SPEC §2, and the not-found page.
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { AppLayout } from '../features/layout/components/app-layout';
import { ManifestNotice } from '../features/remotes/components/manifest-notice';
import { RemoteLoaderProvider } from '../features/remotes/components/remote-loader-context';
import type { RemoteLoader } from '../features/remotes/lib/remote-loader';
import type { RemoteRegistry } from '../features/remotes/lib/remote-registry';
import { NotFoundPage } from '../pages/not-found-page';
import type { Shell } from './create-shell';
import { RouteView } from './route-view';
import { routes } from './routes';

const THEME_COLORS = { light: '#f7f7fb', dark: '#14141c' } as const;

interface Props {
  shell: Shell;
  loader: RemoteLoader;
  registry: Pick<RemoteRegistry, 'manifestFailed$' | 'manifestFailed'>;
}

export function App({ shell, loader, registry }: Props) {
  const { platform, auth, navigation } = shell;
  const navigate = useNavigate();

  useEffect(() => navigation.bind(navigate), [navigation, navigate]);

  // Firebase loads right after the first render, so it never delays first paint.
  useEffect(() => auth.start(), [auth]);

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
        notice={<ManifestNotice failed$={registry.manifestFailed$} failed={registry.manifestFailed} />}
      >
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              // Keyed by path: each route gets its own error boundary and retry state.
              element={<RouteView key={route.path} route={route} platform={platform} />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppLayout>
    </RemoteLoaderProvider>
  );
}
