// At sign-in, the favorites a guest kept in this browser go into the account: each one the account
// lacks is added (PUT is idempotent), and each leaves the guest copy only once the server has it, so a
// failure keeps the rest here to be tried again. Those the account already has are kept as they are.
import type { ApiClient } from '@anifan/contract';
import { addFavorite } from '../api/add-favorite';
import { getFavorites } from '../api/get-favorites';
import { readGuestFavorites, writeGuestFavorites } from './guest-favorites-store';

export interface MergeOutcome {
  /** Added to the account now. */
  added: number;
  /** The account had them already. */
  alreadyThere: number;
  /** Still only in this browser (the merge stopped at a failure). */
  failed: number;
  error?: unknown;
}

function forget(storage: Storage, characterId: number): void {
  writeGuestFavorites(
    storage,
    readGuestFavorites(storage).filter((item) => item.characterId !== characterId),
  );
}

async function merge(api: ApiClient, storage: Storage): Promise<MergeOutcome | null> {
  const guest = readGuestFavorites(storage);
  if (guest.length === 0) return null;
  const outcome: MergeOutcome = { added: 0, alreadyThere: 0, failed: 0 };
  let account: Set<number>;
  try {
    account = new Set((await getFavorites(api)).map((item) => item.characterId));
  } catch (error) {
    return { ...outcome, failed: guest.length, error };
  }
  for (const [index, item] of guest.entries()) {
    if (account.has(item.characterId)) {
      outcome.alreadyThere += 1;
    } else {
      try {
        await addFavorite(api, {
          characterId: item.characterId,
          name: item.name,
          image: item.image ?? undefined,
        });
      } catch (error) {
        // The rest would most likely fail the same way (offline, rate limited): keep them for the retry.
        return { ...outcome, failed: guest.length - index, error };
      }
      outcome.added += 1;
    }
    forget(storage, item.characterId);
  }
  return outcome;
}

/** One merge at a time per browser storage: pages and their re-renders asking together share it. */
const running = new WeakMap<Storage, Promise<MergeOutcome | null>>();

/** Null when the guest kept no favorites. Never rejects: a failure is in the outcome. */
export function mergeGuestFavorites(api: ApiClient, storage: Storage): Promise<MergeOutcome | null> {
  const current = running.get(storage);
  if (current) return current;
  const started = merge(api, storage).finally(() => running.delete(storage));
  running.set(storage, started);
  return started;
}

/** What the visitor is told: how many went into the account, or how many are still waiting here. */
export function mergeMessage(outcome: MergeOutcome): string {
  if (outcome.failed > 0) {
    return `ゲストのお気に入り${outcome.failed}件をアカウントに追加できませんでした。この端末に残してあります。`;
  }
  if (outcome.added > 0) return `ゲストのお気に入り${outcome.added}件をアカウントに追加しました`;
  return 'ゲストのお気に入りはすべてアカウントに登録済みでした';
}
