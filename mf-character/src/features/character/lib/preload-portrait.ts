// The character detail's route data (@anifan/contract startup.ts): the selected character's portrait, the
// page's largest paint, starts downloading while React and the page's code are still on their way,
// instead of once the page has rendered its <img>. The selection is the one the shell's bus keeps in
// sessionStorage, unless the address names another character (a shared link): that one's portrait is
// known only once the page has looked it up.
import { DETAIL_ID_PARAM, parseCharacterId, readStoredSelection, startupHandoff } from '@anifan/contract';

/** The character id in a location hash's query: undefined without one, null when it is not an id. */
function linkedCharacterId(hash: string): number | null | undefined {
  const text = new URLSearchParams(hash.split('?')[1] ?? '').get(DETAIL_ID_PARAM);
  return text === null ? undefined : parseCharacterId(text);
}

/** An image address the page would load over the network (relative ones against the page), else null. */
function imageUrl(src: unknown, doc: Document): string | null {
  if (typeof src !== 'string' || src === '' || !URL.canParse(src, doc.baseURI)) return null;
  const url = new URL(src, doc.baseURI);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Preloads the shown character's portrait at high priority (nothing happens outside the shell). */
export function preloadCharacterPortrait(
  doc: Document = document,
  storage?: Storage,
  hash: string = doc.location?.hash ?? '',
): void {
  if (!startupHandoff()) return;
  const character = readStoredSelection(storage).selectedCharacter;
  const linkedId = linkedCharacterId(hash);
  if (!character || (linkedId !== undefined && character.id !== linkedId)) return;
  const href = imageUrl(character.image, doc);
  if (!href) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
