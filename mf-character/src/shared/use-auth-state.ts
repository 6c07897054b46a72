import { useSyncExternalStore } from 'react';
import { subscribeTo, type AuthState, type PlatformAuth } from '@anifan/contract';

export function useAuthState(auth: PlatformAuth): AuthState {
  return useSyncExternalStore(subscribeTo(auth.state$), auth.snapshot);
}

/** Changes whenever the visitor's identity does; effects that load per-user data depend on it. */
export function authIdentity(state: AuthState): string {
  return state.status === 'signedIn' ? `user:${state.user.uid}` : state.status;
}
