/** The Japanese Wikipedia article for a person's name (the voice actor's link on the character page). */
export function wikipediaUrl(name: string): string {
  return `https://ja.wikipedia.org/wiki/${encodeURIComponent(name.trim())}`;
}
