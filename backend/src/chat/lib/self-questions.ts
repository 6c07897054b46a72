// Questions about the persona itself: a fact its profile holds (「無量空処って何？」, 「ヒンメルのこと覚えてる？」),
// or who it is (「五条悟について教えて」 asked of 五条悟, 「君のことを教えて」).
import { rulesMatcher } from './intents';
import { keywordMatcher, normalizeForMatching } from './normalize';
import type { Persona, ProfileFact } from './persona';

/** The fan asks about the persona without naming it. */
const ABOUT_YOU = rulesMatcher([
  '君のこと',
  'きみのこと',
  'あなたのこと',
  'お前のこと',
  'おまえのこと',
  '君について',
  'きみについて',
  'あなたについて',
  'お前について',
  '君自身',
  'あなた自身',
  'about you',
  'about yourself',
]);

/** A display name shorter than this (アイ) would match inside ordinary words (あいつ). */
const MIN_NAME_LENGTH = 3;

export type SelfQuestion = { kind: 'fact'; fact: ProfileFact } | { kind: 'aboutSelf' };

const factMatchers = new WeakMap<readonly ProfileFact[], Array<[ProfileFact, (text: string) => boolean]>>();

function matchersOf(facts: readonly ProfileFact[]): Array<[ProfileFact, (text: string) => boolean]> {
  let matchers = factMatchers.get(facts);
  if (!matchers) {
    matchers = facts.map((fact) => [fact, rulesMatcher(fact.asks)]);
    factMatchers.set(facts, matchers);
  }
  return matchers;
}

function namesThePersona(persona: Persona, normalized: string): boolean {
  const names = [...(persona.profile?.names ?? [])];
  if ([...normalizeForMatching(persona.displayName).replace(/ /g, '')].length >= MIN_NAME_LENGTH)
    names.push(persona.displayName);
  return names.some((name) => keywordMatcher(name)(normalized));
}

/**
 * What the fan asks of the persona about itself: the first fact of its profile the message asks
 * about, else `aboutSelf` when the message names the persona or says 「君のこと」; null otherwise.
 */
export function selfQuestion(persona: Persona, message: string): SelfQuestion | null {
  const normalized = normalizeForMatching(message);
  if (!normalized) return null;
  const fact = persona.profile && matchersOf(persona.profile.facts).find(([, asks]) => asks(normalized));
  if (fact) return { kind: 'fact', fact: fact[0] };
  return namesThePersona(persona, normalized) || ABOUT_YOU(normalized) ? { kind: 'aboutSelf' } : null;
}
