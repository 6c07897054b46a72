// Who a character is, by its canonical id: asked of the catalogue gateway, so the chat persona is
// the same character whichever page opened the chat (its name and the anime it comes from).
import type { CatalogService } from '../../catalog';

export interface CharacterIdentity {
  name: string;
  /** The native title of the character's first anime; empty when none is known. */
  anime: string;
  /** Their Japanese voice actor in that anime; empty when none is known. */
  voiceActor: string;
}

/** `unknown`: no such character; `unavailable`: the catalogue could not answer just now. */
export type CharacterLookup = CharacterIdentity | 'unknown' | 'unavailable';

export interface CharacterDirectory {
  find(id: number): Promise<CharacterLookup>;
}

export const CHARACTER_DIRECTORY = Symbol('CHARACTER_DIRECTORY');

/** The characters tab asks for a character's anime the same way (`media(type: ANIME)`, first edge). */
const CHARACTER_QUERY = `query ChatCharacter($id: Int) {
  Character(id: $id) {
    name { full native }
    media(type: ANIME, perPage: 1) {
      edges { node { title { native } } voiceActors(language: JAPANESE) { name { full native } } }
    }
  }
}`;

interface CharacterAnswer {
  data?: {
    Character?: {
      name?: { full?: unknown; native?: unknown } | null;
      media?: {
        edges?: Array<{
          node?: { title?: { native?: unknown } | null } | null;
          voiceActors?: Array<{ name?: { full?: unknown; native?: unknown } | null } | null> | null;
        } | null> | null;
      } | null;
    } | null;
  } | null;
  errors?: Array<{ extensions?: { status?: unknown } }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export class CatalogCharacters implements CharacterDirectory {
  constructor(private readonly catalog: Pick<CatalogService, 'handle' | 'curatedCharacter'>) {}

  async find(id: number): Promise<CharacterLookup> {
    // A negative id is the catalogue's own key for a curated character; AniList has never heard of it.
    if (id < 0) return this.catalog.curatedCharacter(id) ?? 'unknown';
    const response = await this.catalog.handle(
      {
        operationName: 'ChatCharacter',
        query: CHARACTER_QUERY,
        variables: { id },
      },
      { own: true },
    );
    if (response.status !== 200) return 'unavailable';
    const answer = JSON.parse(response.body) as CharacterAnswer;
    const character = answer.data?.Character;
    const name = text(character?.name?.native) || text(character?.name?.full);
    if (!character || !name) {
      // AniList answers an id it does not have with a 404 error; any other error is a failure to answer.
      const failed = (answer.errors ?? []).some((error) => error.extensions?.status !== 404);
      return failed ? 'unavailable' : 'unknown';
    }
    const edge = character.media?.edges?.[0];
    const actor = edge?.voiceActors?.find((candidate) => candidate !== null)?.name;
    return {
      name,
      anime: text(edge?.node?.title?.native),
      voiceActor: text(actor?.native) || text(actor?.full),
    };
  }
}
