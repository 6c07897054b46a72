// The anime detail's subtitle: the other titles of the work, each distinct title once.

/** Titles that differ only in case, width or spacing (`Jujutsu Kaisen`, `JUJUTSU KAISEN`) are one title. */
const titleKey = (title: string) => title.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** `candidates` without blanks, without the title already shown, and without repeats, in their order. */
export function alternativeTitles(
  shown: string,
  candidates: ReadonlyArray<string | null | undefined>,
): string[] {
  const seen = new Set([titleKey(shown)]);
  const titles: string[] = [];
  for (const candidate of candidates) {
    const key = candidate ? titleKey(candidate) : '';
    if (!candidate || key === '' || seen.has(key)) continue;
    seen.add(key);
    titles.push(candidate.trim());
  }
  return titles;
}
