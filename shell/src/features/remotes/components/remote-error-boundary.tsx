// Catches a remote page that failed to load or threw, and shows the error panel in its place only.
import { Component, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoadError } from '../lib/remote-loader';

interface Props {
  onRetry: () => void;
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
      return (
        <RemoteErrorPanel
          kind={error instanceof RemoteLoadError ? 'load' : 'crash'}
          onRetry={this.props.onRetry}
        />
      );
    }
    return this.props.children;
  }
}
