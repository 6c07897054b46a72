// Mounts one exposed page of a remote: lazy-loaded, with a loading state and an error panel with retry.
import { Suspense, useCallback, useState } from 'react';
import type { Platform } from '@anifan/contract';
import type { RemoteName } from '@anifan/contract';
import { PageLoading } from './page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';

interface Props {
  remote: RemoteName;
  module: string;
  platform: Platform;
}

export function RemotePage({ remote, module, platform }: Props) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    loader.forget(remote, module);
    setAttempt((count) => count + 1);
  }, [loader, remote, module]);
  const Page = loader.component(remote, module);
  return (
    // A new key on retry resets the boundary, and `forget` made `component` start a fresh load.
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page platform={platform} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
