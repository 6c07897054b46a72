// Favorites as an action hook: /api/favorites when signed in, localStorage for guests; optimistic toggle.
// Signed in, a guest's favorites kept in this browser are first merged into the account.
import { useCallback, useEffect, useState } from 'react';
import {
  apiFor,
  type CharacterId,
  isApiError,
  type Platform,
  type SelectedCharacter,
} from '@anifan/contract';
import { messageFor } from '../../../shared/error-messages';
import type { RequestStatus } from '../../../shared/request-status';
import { authIdentity, useAuthState } from '../../../shared/use-auth-state';
import { addFavorite } from '../api/add-favorite';
import { getFavorites } from '../api/get-favorites';
import { removeFavorite } from '../api/remove-favorite';
import { readGuestFavorites, rememberCharacter, writeGuestFavorites } from '../lib/guest-favorites-store';
import { mergeGuestFavorites, mergeMessage } from '../lib/merge-guest-favorites';
import type { FavoriteItem } from '../types';

export interface UseFavorites {
  status: RequestStatus;
  items: FavoriteItem[];
  /** Character ids with a request in flight; their toggle waits for it. */
  busy: ReadonlySet<CharacterId>;
  notice: string | null;
  /** What became of a guest's favorites at sign-in; `failed` ones stay in this browser for `retryMerge`. */
  merge: { message: string; failed: boolean } | null;
  retryMerge(): void;
  isFavorite(characterId: CharacterId): boolean;
  toggle(character: SelectedCharacter): Promise<void>;
}

function toItem(character: SelectedCharacter): FavoriteItem {
  return {
    characterId: character.id,
    name: character.name,
    image: character.image || null,
    createdAt: new Date().toISOString(),
  };
}

export function useFavorites(platform: Platform): UseFavorites {
  const auth = useAuthState(platform.auth);
  const identity = authIdentity(auth);
  const signedIn = auth.status === 'signedIn';
  const api = apiFor(platform);
  const storage = globalThis.localStorage;

  const [status, setStatus] = useState<RequestStatus>('idle');
  const [items, setItems] = useState<FavoriteItem[]>([]);
  const [busy, setBusy] = useState<ReadonlySet<CharacterId>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [merge, setMerge] = useState<UseFavorites['merge']>(null);
  const [mergeAttempt, setMergeAttempt] = useState(0);

  useEffect(() => {
    // What became of a guest's favorites belongs to the sign-in that merged them.
    setMerge(null);
    if (identity === 'loading') return;
    if (identity === 'signedOut') {
      setItems(readGuestFavorites(storage));
      setStatus('done');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    const load = () =>
      getFavorites(api, controller.signal).then(
        (list) => {
          setItems(list);
          setStatus('done');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('お気に入りの読み込みに失敗しました', error);
          setItems([]);
          setStatus('error');
        },
      );
    void mergeGuestFavorites(api, storage).then((outcome) => {
      if (controller.signal.aborted) return undefined;
      if (outcome?.error !== undefined) {
        console.error('ゲストのお気に入りをアカウントに追加できませんでした', outcome.error);
      }
      if (outcome) setMerge({ message: mergeMessage(outcome), failed: outcome.failed > 0 });
      return load();
    });
    return () => controller.abort();
  }, [api, identity, storage, mergeAttempt]);

  const retryMerge = useCallback(() => setMergeAttempt((attempt) => attempt + 1), []);

  const isFavorite = useCallback(
    (characterId: CharacterId) => items.some((i) => i.characterId === characterId),
    [items],
  );

  const toggle = useCallback(
    async (character: SelectedCharacter) => {
      const characterId = character.id;
      const adding = !items.some((i) => i.characterId === characterId);
      if (adding) rememberCharacter(storage, characterId, character);
      const apply = (add: boolean) =>
        setItems((list) => {
          const rest = list.filter((i) => i.characterId !== characterId);
          return add ? [...rest, toItem(character)] : rest;
        });

      if (!signedIn) {
        const rest = readGuestFavorites(storage).filter((i) => i.characterId !== characterId);
        writeGuestFavorites(storage, adding ? [...rest, toItem(character)] : rest);
        apply(adding);
        return;
      }

      apply(adding);
      setBusy((set) => new Set(set).add(characterId));
      try {
        if (adding) {
          await addFavorite(api, { characterId, name: character.name, image: character.image || undefined });
        } else {
          await removeFavorite(api, characterId);
        }
        setNotice(null);
      } catch (error) {
        // Removing what the server no longer has is already the wanted outcome.
        const alreadyGone = !adding && isApiError(error) && error.status === 404;
        if (!alreadyGone) {
          apply(!adding);
          console.error('お気に入りの更新に失敗しました', error);
          setNotice(messageFor(error, 'favorite'));
        }
      } finally {
        setBusy((set) => {
          const next = new Set(set);
          next.delete(characterId);
          return next;
        });
      }
    },
    [api, items, signedIn, storage],
  );

  return { status, items, busy, notice, merge, retryMerge, isFavorite, toggle };
}
