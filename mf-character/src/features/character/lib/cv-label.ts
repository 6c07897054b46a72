/** "CV: " plus the voice actor, or 不明 when there is none. */
export function cvLabel(voiceActor: string | null | undefined): string {
  const name = voiceActor?.trim();
  return `CV: ${name ? name : '不明'}`;
}
