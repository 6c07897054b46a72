// One slot's content (@anifan/contract's slots.ts): its owner's exposed module, loaded like a page
// (lazily, through the same loader, contract check and failure report), with a loading line and, when
// it cannot load or throws, a short note with 再試行 in the slot only.
import { Suspense, useCallback, useState, type ComponentType } from 'react';
import {
  SLOT_TABLE,
  type Platform,
  type SlotComponentProps,
  type SlotName,
  type SlotProps,
} from '@anifan/contract';
import { RemoteErrorBoundary, type RemoteFailure } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import styles from './remote-slot.module.css';

interface Props<N extends SlotName> {
  name: N;
  props: SlotProps<N>;
  platform: Platform;
}

const FAILURES: Record<RemoteFailure, (label: string) => string> = {
  load: (label) => `${label}を読み込めませんでした。通信状態を確かめて、もう一度お試しください。`,
  crash: (label) => `${label}の表示中に問題が起きました。もう一度お試しください。`,
};

function SlotFailure({
  label,
  failure,
  onRetry,
}: {
  label: string;
  failure: RemoteFailure;
  onRetry: () => void;
}) {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.text}>{FAILURES[failure](label)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        再試行
      </button>
    </div>
  );
}

export function RemoteSlot<N extends SlotName>({ name, props, platform }: Props<N>) {
  const { remote, module, label } = SLOT_TABLE[name];
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    loader.forget(remote, module);
    setAttempt((count) => count + 1);
  }, [loader, remote, module]);
  // The loader checks only that the module default-exports a component; the slot table says what it takes.
  const Content = loader.component(remote, module) as ComponentType<SlotComponentProps<N>>;
  const contentProps = { ...props, platform } as SlotComponentProps<N>;
  return (
    // A new key on retry resets the boundary, and `forget` made `component` start a fresh load.
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={(failure, onRetry) => <SlotFailure label={label} failure={failure} onRetry={onRetry} />}
    >
      <Suspense
        fallback={
          <p className={styles.loading} role="status" aria-busy="true">
            {`${label}を読み込んでいます…`}
          </p>
        }
      >
        <Content {...contentProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
