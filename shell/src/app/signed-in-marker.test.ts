import { BehaviorSubject } from 'rxjs';
import type { AuthState } from '@anifan/contract';
import { hadSignedInUser, trackSignedInUser } from './signed-in-marker';

const alice = { uid: 'u-alice', displayName: 'Alice', photoURL: null };

describe('signed-in marker', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a signed-in user until the provider reports nobody', () => {
    const state = new BehaviorSubject<AuthState>({ status: 'loading', user: null });
    const subscription = trackSignedInUser(state);
    expect(hadSignedInUser()).toBe(false);
    state.next({ status: 'signedIn', user: alice });
    expect(hadSignedInUser()).toBe(true);
    state.next({ status: 'loading', user: null });
    expect(hadSignedInUser()).toBe(true);
    state.next({ status: 'signedOut', user: null });
    expect(hadSignedInUser()).toBe(false);
    subscription.unsubscribe();
  });

  it.each([
    ['absent', null],
    ['refusing access', undefined],
  ])('treats storage that is %s as a first visit', (_label, storage) => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = storage === null ? null : refusing;
    expect(hadSignedInUser(store)).toBe(false);
    const state = new BehaviorSubject<AuthState>({ status: 'signedIn', user: alice });
    expect(() => trackSignedInUser(state, store).unsubscribe()).not.toThrow();
  });
});
