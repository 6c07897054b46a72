import { Subject } from 'rxjs';
import type { AuthState } from '@anifan/contract';
import { DATA_CACHE } from '../worker/build-info';
import { forgetListDataOnSignOut } from './forget-list-data';

const user = { uid: 'u1', displayName: 'ファン', photoURL: null, moderator: false };

describe('forgetListDataOnSignOut', () => {
  it('deletes the kept マイリスト answers when a signed-in fan signs out, not for a guest', () => {
    const state$ = new Subject<AuthState>();
    const storage = { delete: jest.fn(async () => true) };
    forgetListDataOnSignOut(state$, storage);
    state$.next({ status: 'loading', user: null });
    state$.next({ status: 'signedOut', user: null });
    expect(storage.delete).not.toHaveBeenCalled();
    state$.next({ status: 'signedIn', user });
    state$.next({ status: 'signedOut', user: null });
    expect(storage.delete).toHaveBeenCalledWith(DATA_CACHE);
    state$.next({ status: 'signedOut', user: null });
    expect(storage.delete).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the Cache API, and survives a refused delete', async () => {
    const state$ = new Subject<AuthState>();
    forgetListDataOnSignOut(state$, undefined);
    state$.next({ status: 'signedIn', user });
    expect(() => state$.next({ status: 'signedOut', user: null })).not.toThrow();
    const refusing = { delete: jest.fn(async () => Promise.reject(new Error('SecurityError'))) };
    const other$ = new Subject<AuthState>();
    forgetListDataOnSignOut(other$, refusing);
    other$.next({ status: 'signedIn', user });
    other$.next({ status: 'signedOut', user: null });
    await Promise.resolve();
    expect(refusing.delete).toHaveBeenCalledTimes(1);
  });
});
