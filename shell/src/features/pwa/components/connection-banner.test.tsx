import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import type { ConnectionState } from '../lib/service-worker-client';
import { ConnectionBanner } from './connection-banner';

function fakeClient(initial: ConnectionState) {
  const state = new BehaviorSubject(initial);
  return { client: { state$: state.asObservable(), snapshot: () => state.value }, state };
}

describe('ConnectionBanner', () => {
  it('says nothing while online and current', () => {
    const { client } = fakeClient({ offline: false, updated: false });
    render(<ConnectionBanner client={client} reload={jest.fn()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says 「オフラインです」 as soon as the connection goes, and stops when it is back', () => {
    const { client, state } = fakeClient({ offline: false, updated: false });
    render(<ConnectionBanner client={client} reload={jest.fn()} />);
    act(() => state.next({ offline: true, updated: false }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'オフラインです。最後に表示した内容を表示しています。',
    );
    act(() => state.next({ offline: false, updated: false }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers 再読み込み when a newer deployment took over', async () => {
    const reload = jest.fn();
    const { client } = fakeClient({ offline: false, updated: true });
    render(<ConnectionBanner client={client} reload={reload} />);
    expect(screen.getByRole('status')).toHaveTextContent('新しいバージョンがあります。');
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
