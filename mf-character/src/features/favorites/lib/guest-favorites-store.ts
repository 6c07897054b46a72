// Guests' favorites in localStorage, plus the full character of every favorite so its page can reopen
// with the voice actor even though the server only keeps name and image.
import { characterIdFrom, type CharacterId, type SelectedCharacter } from '@anifan/contract';
import { isFavoriteItem, type FavoriteItem } from '../types';

export const GUEST_FAVORITES_KEY = 'anifan.favorites';
export const FAVORITE_CHARACTERS_KEY = 'anifan.favoriteCharacters';
/** Keeps the snapshot map from growing without bound. */
const MAX_REMEMBERED = 200;

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error('お気に入りを保存できませんでした', error);
  }
}

/**
 * A stored favorite with its character id as the number: an earlier build kept the id's decimal text,
 * or the character's name when it had no id. Null for what cannot be mapped, which is dropped.
 */
function storedFavorite(value: unknown): FavoriteItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = { ...value, characterId: characterIdFrom((value as { characterId?: unknown }).characterId) };
  return isFavoriteItem(item) ? item : null;
}

export function readGuestFavorites(storage: Storage): FavoriteItem[] {
  const parsed = readJson(storage, GUEST_FAVORITES_KEY);
  return Array.isArray(parsed)
    ? parsed.map(storedFavorite).filter((item): item is FavoriteItem => item !== null)
    : [];
}

export function writeGuestFavorites(storage: Storage, items: FavoriteItem[]): void {
  writeJson(storage, GUEST_FAVORITES_KEY, items);
}

/** By the id's decimal text, as JSON keys are. */
type Remembered = Record<string, SelectedCharacter>;

export function rememberCharacter(
  storage: Storage,
  characterId: CharacterId,
  character: SelectedCharacter,
): void {
  const parsed = readJson(storage, FAVORITE_CHARACTERS_KEY);
  const map: Remembered = parsed && typeof parsed === 'object' ? (parsed as Remembered) : {};
  const key = String(characterId);
  delete map[key];
  const entries = [...Object.entries(map), [key, character] as const].slice(-MAX_REMEMBERED);
  writeJson(storage, FAVORITE_CHARACTERS_KEY, Object.fromEntries(entries));
}

/** The character to publish when a favorite is opened: the remembered one, or what the list knows. */
export function recallCharacter(storage: Storage, item: FavoriteItem): SelectedCharacter {
  const parsed = readJson(storage, FAVORITE_CHARACTERS_KEY) as Remembered | null;
  const remembered = parsed && typeof parsed === 'object' ? parsed[String(item.characterId)] : undefined;
  // One remembered by an earlier build may hold the id as text: the favorite's is the number.
  if (remembered && typeof remembered.name === 'string') return { ...remembered, id: item.characterId };
  return {
    id: item.characterId,
    name: item.name,
    image: item.image ?? '',
    voiceActors: '',
    voiceActorsImage: '',
  };
}
