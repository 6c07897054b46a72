import { useSyncExternalStore } from 'react';
import { subscribeTo, type AuthState, type PlatformAuth } from '@anifan/contract';

export function useAuthState(auth: PlatformAuth): AuthState {
  return useSyncExternalStore(subscribeTo(auth.state$), auth.snapshot);
}

/**
 * Changes whenever the visitor's identity does; effects that load per-user data depend on it. A likely
 * guest (auth still loading on a browser where nobody was signed in last time) is a guest at once, so
 * guest favorites and comments show without waiting for the provider; a user it then finds changes it.
 */
export function authIdentity(state: AuthState): string {
  if (state.status === 'loading') return state.likelyGuest ? 'signedOut' : 'loading';
  return state.status === 'signedIn' ? `user:${state.user.uid}` : state.status;
}
