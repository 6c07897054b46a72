// Tells the backend's metrics (`remote_load_failures_total`) that a remote could not be loaded, or that
// it is out of step with the contract (another major, a page declaration the shell refuses).
import type { RemoteLoadFailureReport, RemoteName } from '@anifan/contract';
import { InvalidContributedPageError } from './contributed-routes';
import { ContractMismatchError } from './remote-contract';

type Beacon = (url: string, body: Blob) => boolean;

/** Best effort: a report that cannot be sent is dropped, it never disturbs the page. */
export function reportRemoteLoadFailure(
  url: string,
  remote: RemoteName,
  cause: unknown,
  beacon: Beacon | undefined = typeof navigator.sendBeacon === 'function'
    ? (target, body) => navigator.sendBeacon(target, body)
    : undefined,
): void {
  const reason = (cause instanceof Error ? cause.message : String(cause)).slice(0, 200);
  const report: RemoteLoadFailureReport = {
    remote,
    // A page declaration the shell refuses is a remote out of step with the contract, like another major.
    kind:
      cause instanceof ContractMismatchError || cause instanceof InvalidContributedPageError
        ? 'contract_mismatch'
        : 'load_failed',
    reason,
  };
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  try {
    if (beacon?.(url, body)) return;
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // The page must keep working even when reporting itself fails.
  }
}
