// The shape of a chat persona: who the model plays, and the lines the offline engine answers with.
import type { Intent, Rule } from './intents';

/**
 * Offline reply lines per intent; `seasonAnimeUnknown` when this season's list is unavailable,
 * `mentionWork` / `mentionCharacter` when the message names a work or a character the catalogue knows,
 * `aboutSelf` when the fan asks about the persona itself (「<name>について教えて」) and `cannotAnswer`
 * for a question the persona has no answer to.
 */
export type OfflineReplyKey =
  Intent | 'seasonAnimeUnknown' | 'mentionWork' | 'mentionCharacter' | 'aboutSelf' | 'cannotAnswer';

/** One thing a persona can tell about itself: a technique, a person it knows, what it likes. */
export interface ProfileFact {
  /** What asks about it (「無量空処」, 「ヒンメル」, 「食べ物」): a string alone, an array when all its words are there. */
  asks: readonly Rule[];
  /** The answer, in the first person and the persona's voice. */
  answers: readonly string[];
}

/** What a persona knows about itself, so the offline engine answers questions about it from data. */
export interface PersonaProfile {
  /** Names it answers to besides its display name: a message naming one is about the persona itself. */
  names: readonly string[];
  /** Checked in order, first match wins: the more specific question first (無量空処 before 術式). */
  facts: readonly ProfileFact[];
}

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
   * named). The fan's own words are never quoted back.
   */
  offlineReplies: Readonly<Record<OfflineReplyKey, readonly string[]>>;
  /** Facts about the character, for the characters whose data the app has (`personas/`). */
  profile?: PersonaProfile;
}

/**
 * A character the app has data for (`personas/`): a persona derived for it takes its profile and the
 * lines written in its own voice instead of the generic ones.
 */
export interface KnownCharacter {
  /** As the catalogue names the character (native name). */
  name: string;
  /** The work it is from; the catalogue's title must contain it (「劇場版 呪術廻戦 0」 is 呪術廻戦 too). */
  anime: string;
  profile: PersonaProfile;
  lines: Readonly<Partial<Record<OfflineReplyKey, readonly string[]>>>;
}

/** What the page needs to show a persona (`GET /api/chat/persona`): no prompt, no offline lines. */
export type { PersonaSummary } from '@anifan/contract';
