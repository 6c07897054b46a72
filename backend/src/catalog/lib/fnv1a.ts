// FNV-1a, 32 bits: a small stable hash for deterministic synthetic ids.
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A positive 31-bit id (1 … 2^31 − 1) derived from `text`: ids of things AniList would number itself. */
export function syntheticId(text: string): number {
  return 1 + (fnv1a(text) % 2_147_483_646);
}
