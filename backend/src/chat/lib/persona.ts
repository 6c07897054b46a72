// The shape of a chat persona: who the model plays, and the lines the offline engine answers with.
import type { Intent } from './intents';

/**
 * Offline reply lines per intent; `seasonAnimeUnknown` when this season's list is unavailable, and
 * `mentionWork` / `mentionCharacter` when the message names a work or a character the catalogue knows.
 */
export type OfflineReplyKey = Intent | 'seasonAnimeUnknown' | 'mentionWork' | 'mentionCharacter';

export interface Persona {
  /** `satoru`; `character-id:<id>` for a character known by its id, or `character:<name>@<anime>`. */
  id: string;
  displayName: string;
  /** The work the character comes from; empty when unknown. */
  anime: string;
  /** The first message the page shows. */
  greeting: string;
  /** A short description of how the persona talks (documentation and prompt material). */
  speakingStyle: string;
  /** Sent to the model as the system message; never leaves the server. */
  systemPrompt: string;
  /**
   * Lines the offline engine picks from. Placeholders: `{name}` (displayName), `{anime}`, in
   * `seasonAnime` `{works}` (this season's titles), in `mention*` `{topic}` (the work or character
   * named), and `{echo}` (the start of the fan's message, to answer what was said).
   */
  offlineReplies: Readonly<Record<OfflineReplyKey, readonly string[]>>;
}

/** What the page needs to show a persona (`GET /api/chat/persona`): no prompt, no offline lines. */
export type { PersonaSummary } from '@anifan/contract';
