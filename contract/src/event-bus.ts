// The shell's RxJS event bus for the selected anime and character, persisted in sessionStorage.
import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import { characterIdFrom } from './character-id';
import type { EventBus, SelectedAnime, SelectedCharacter, SelectionState } from './platform';

export const SELECTION_STORAGE_KEY = 'anifan.selection';

const EMPTY: SelectionState = { selectedAnime: null, selectedCharacter: null };

/** The selection as the bus persisted it; none when storage is missing, empty, unreadable or corrupt. */
export function readStoredSelection(
  storage: Storage | undefined = globalThis.sessionStorage,
): SelectionState {
  if (!storage) return EMPTY;
  try {
    const raw = storage.getItem(SELECTION_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SelectionState>;
    return {
      selectedAnime: parsed.selectedAnime ?? null,
      selectedCharacter: storedCharacter(parsed.selectedCharacter),
    };
  } catch {
    // A corrupt or foreign value must not break the app: start with no selection.
    return EMPTY;
  }
}

/**
 * A stored character with its id as the number: a tab opened before ids had one type may hold its
 * decimal text. One filed under its name has no id to comment or favorite under, so it is dropped.
 */
function storedCharacter(stored: SelectedCharacter | null | undefined): SelectedCharacter | null {
  const id = characterIdFrom(stored?.id);
  return stored && id !== null ? { ...stored, id } : null;
}

export function createEventBus(storage: Storage | undefined = globalThis.sessionStorage): EventBus {
  const initial = readStoredSelection(storage);
  const anime = new BehaviorSubject<SelectedAnime | null>(initial.selectedAnime);
  const character = new BehaviorSubject<SelectedCharacter | null>(initial.selectedCharacter);

  const persist = () => {
    try {
      storage?.setItem(
        SELECTION_STORAGE_KEY,
        JSON.stringify({ selectedAnime: anime.value, selectedCharacter: character.value }),
      );
    } catch {
      // Storage full or disabled (private mode): the selection still works for this page view.
    }
  };

  return {
    selectedAnime$: anime.pipe(distinctUntilChanged()),
    selectedCharacter$: character.pipe(distinctUntilChanged()),
    selectAnime(next) {
      anime.next(next);
      persist();
    },
    selectCharacter(next) {
      character.next(next);
      persist();
    },
    snapshot: () => ({ selectedAnime: anime.value, selectedCharacter: character.value }),
  };
}
