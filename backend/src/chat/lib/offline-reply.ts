// The offline persona engine: an in-character Japanese reply chosen from the persona's lines by intent.
import type { Mention } from './catalog-mentions';
import type { ChatTurn } from './chat-turn';
import { asksForInformation, detectIntent, isQuestion, type Intent } from './intents';
import { normalizeForMatching } from './normalize';
import type { OfflineReplyKey, Persona } from './persona';
import { selfQuestion } from './self-questions';

export interface OfflineContext {
  /** This season's titles, most watched first; empty when the catalogue could not say. */
  seasonWorks: readonly string[];
  /** A work or character of the catalogue that the message names, if any. */
  mention?: Mention | null;
}

const WORKS_MENTIONED = 3;

type Placeholder = 'name' | 'anime' | 'works' | 'topic';

/** FNV-1a (32-bit): a stable hash, so the same conversation always gets the same reply. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function fill(line: string, values: Record<Placeholder, string>): string {
  // One pass, so a title that itself contains `{name}` is not expanded again.
  return line.replace(/\{(name|anime|works|topic)\}/g, (_match, key: Placeholder) => values[key]);
}

/** Small talk and questions about anime, where a question about the persona itself may hide. */
const ASKS_THE_PERSONA: ReadonlySet<Intent> = new Set(['other', 'whoAreYou', 'greeting']);

/**
 * The lines to answer from. What the fan feels or asks comes first; then a question about the persona
 * itself, answered from its profile; a named work or character is the topic when the message is
 * otherwise small talk or an opinion asked (「フリーレン好き？」); a question left over, or one asking
 * what a work or character it has no data on is like, is one the persona cannot answer, and says so.
 */
function replyLines(persona: Persona, message: string, context: OfflineContext): readonly string[] {
  const intent = detectIntent(message);
  const self = ASKS_THE_PERSONA.has(intent) ? selfQuestion(persona, message) : null;
  // 「こんにちは、五条先生」 greets; 「こんにちは、無量空処って何？」 also asks.
  if (self?.kind === 'fact' && (intent !== 'greeting' || isQuestion(message))) return self.fact.answers;
  // 「こんにちは、サトル」 greets the persona by name rather than asking about it.
  if (self && intent !== 'greeting') return persona.offlineReplies.aboutSelf;
  return persona.offlineReplies[replyKey(intent, message, context)];
}

function replyKey(intent: Intent, message: string, context: OfflineContext): OfflineReplyKey {
  if (intent === 'seasonAnime' && context.seasonWorks.length === 0) return 'seasonAnimeUnknown';
  const mentionFits = intent === 'other' || intent === 'favoriteAnime' || intent === 'greeting';
  if (context.mention && mentionFits) {
    // 「ヒンメルってどんな人？」 asked of someone without data on ヒンメル: say so rather than change the subject.
    if (intent === 'other' && asksForInformation(message)) return 'cannotAnswer';
    return context.mention.kind === 'work' ? 'mentionWork' : 'mentionCharacter';
  }
  if (intent === 'other' && isQuestion(message)) return 'cannotAnswer';
  return intent;
}

export function offlineReply(
  persona: Persona,
  history: readonly ChatTurn[],
  message: string,
  context: OfflineContext,
): string {
  const found = replyLines(persona, message, context);
  const lines = found.length ? found : persona.offlineReplies.other;
  const conversation = [
    ...history.map((turn) => `${turn.role}:${normalizeForMatching(turn.content)}`),
    normalizeForMatching(message),
  ];
  let index = fnv1a(conversation.join('\n')) % lines.length;
  const values = {
    name: persona.displayName,
    anime: persona.anime,
    works: context.seasonWorks
      .slice(0, WORKS_MENTIONED)
      .map((title) => `「${title}」`)
      .join('、'),
    topic: context.mention?.name ?? '',
  };
  // Saying exactly the same thing twice in a row reads like a broken bot: take the next line instead.
  const previous = [...history].reverse().find((turn) => turn.role === 'assistant')?.content;
  if (lines.length > 1 && fill(lines[index] as string, values) === previous)
    index = (index + 1) % lines.length;
  return fill(lines[index] as string, values);
}

/** Splits a reply into small pieces (a few characters each) so the offline engine streams like a model. */
export function chunkText(text: string, size = 3): string[] {
  const chars = [...text];
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}
