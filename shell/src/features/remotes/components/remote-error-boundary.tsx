// Catches a remote page (or slot) that failed to load or threw, and shows the error panel (or the slot's
// note) in its place only.
import { Component, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoadError } from '../lib/remote-loader';

export type RemoteFailure = 'load' | 'crash';

interface Props {
  onRetry: () => void;
  /** What shows instead; the page's error panel by default. */
  fallback?: (failure: RemoteFailure, onRetry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  // React itself reports the caught error (createRoot's onCaughtError); this only swaps the UI.
  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error) {
      const failure: RemoteFailure = error instanceof RemoteLoadError ? 'load' : 'crash';
      const { fallback, onRetry } = this.props;
      return fallback ? fallback(failure, onRetry) : <RemoteErrorPanel kind={failure} onRetry={onRetry} />;
    }
    return this.props.children;
  }
}
