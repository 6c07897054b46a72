/** The Japanese Wikipedia article for a person's name (SPEC §2: the voice actor's encyclopedia page). */
export function wikipediaUrl(name: string): string {
  return `https://ja.wikipedia.org/wiki/${encodeURIComponent(name.trim())}`;
}
