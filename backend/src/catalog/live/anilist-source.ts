// Forwards AniList operations; assembles a media's >25 characters from AniList's 25-per-page pages.
import {
  Kind,
  print,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type ValueNode,
} from 'graphql';
import type { GraphQLAnswer } from '../catalog-types';
import type { GraphQLUpstream } from './graphql-upstream';

/** AniList serves at most 25 characters of a media per page. */
export const ANILIST_CHARACTERS_PER_PAGE = 25;
const MAX_CHARACTERS = 100;
const PAGE_VARIABLE = 'anifanCharactersPage';
const PAGE_INFO_ALIAS = 'anifanPageInfo';

interface CharactersPlan {
  document: DocumentNode;
  firstPage: number;
  lastPage: number;
  /** Edges to drop from the first upstream page, then edges to keep. */
  skip: number;
  take: number;
  /** Response keys: Media field → its characters field. */
  targets: { media: string; characters: string }[];
}

function intValue(
  value: ValueNode | undefined,
  variables: Record<string, unknown>,
  fallback: number,
): number {
  if (value?.kind === Kind.INT) return Number(value.value);
  if (value?.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    if (typeof v === 'number') return v;
  }
  return fallback;
}

const intArg = (name: string, value: number): ArgumentNode => ({
  kind: Kind.ARGUMENT,
  name: { kind: Kind.NAME, value: name },
  value: { kind: Kind.INT, value: String(value) },
});

/** Plans the page requests when a root Media field asks for more characters than one AniList page. */
export function planCharacterPages(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): CharactersPlan | null {
  let want = 0;
  let page = 1;
  const targets: CharactersPlan['targets'] = [];
  const rewriteMedia = (media: FieldNode): FieldNode => {
    const selections = media.selectionSet?.selections.map((selection): SelectionNode => {
      if (selection.kind !== Kind.FIELD || selection.name.value !== 'characters') return selection;
      const args = selection.arguments ?? [];
      const perPage = Math.min(
        intValue(args.find((a) => a.name.value === 'perPage')?.value, variables, 25),
        MAX_CHARACTERS,
      );
      if (perPage <= ANILIST_CHARACTERS_PER_PAGE) return selection;
      want = Math.max(want, perPage);
      page = Math.max(1, intValue(args.find((a) => a.name.value === 'page')?.value, variables, 1));
      targets.push({
        media: media.alias?.value ?? media.name.value,
        characters: selection.alias?.value ?? 'characters',
      });
      return {
        ...selection,
        arguments: [
          ...args.filter((a) => a.name.value !== 'perPage' && a.name.value !== 'page'),
          intArg('perPage', ANILIST_CHARACTERS_PER_PAGE),
          {
            kind: Kind.ARGUMENT,
            name: { kind: Kind.NAME, value: 'page' },
            value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: PAGE_VARIABLE } },
          },
        ],
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [
            ...(selection.selectionSet?.selections ?? []),
            {
              kind: Kind.FIELD,
              alias: { kind: Kind.NAME, value: PAGE_INFO_ALIAS },
              name: { kind: Kind.NAME, value: 'pageInfo' },
              selectionSet: {
                kind: Kind.SELECTION_SET,
                selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'hasNextPage' } }],
              },
            },
          ],
        },
      };
    });
    return selections && media.selectionSet
      ? { ...media, selectionSet: { ...media.selectionSet, selections } }
      : media;
  };
  const rootSelections = operation.selectionSet.selections.map((s) =>
    s.kind === Kind.FIELD && s.name.value === 'Media' ? rewriteMedia(s) : s,
  );
  if (want === 0) return null;
  const rewritten: OperationDefinitionNode = {
    ...operation,
    variableDefinitions: [
      ...(operation.variableDefinitions ?? []),
      {
        kind: Kind.VARIABLE_DEFINITION,
        variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: PAGE_VARIABLE } },
        type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'Int' } },
      },
    ],
    selectionSet: { ...operation.selectionSet, selections: rootSelections },
  };
  const start = (page - 1) * want;
  const firstPage = Math.floor(start / ANILIST_CHARACTERS_PER_PAGE) + 1;
  const lastPage = Math.floor((start + want - 1) / ANILIST_CHARACTERS_PER_PAGE) + 1;
  return {
    document: {
      ...document,
      definitions: document.definitions.map((d) => (d === operation ? rewritten : d)),
    },
    firstPage,
    lastPage,
    skip: start - (firstPage - 1) * ANILIST_CHARACTERS_PER_PAGE,
    take: want,
    targets,
  };
}

type Json = Record<string, unknown>;
const asRecord = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

function connection(answer: GraphQLAnswer, target: CharactersPlan['targets'][number]): Json | null {
  return asRecord(asRecord(answer.data?.[target.media])?.[target.characters]);
}

export class AniListSource {
  constructor(private readonly upstream: GraphQLUpstream) {}

  async execute(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
    maxWaitMs: number,
  ): Promise<GraphQLAnswer> {
    const operationName = operation.name?.value ?? null;
    const plan = planCharacterPages(document, operation, variables);
    if (!plan) return this.upstream.post({ query: print(document), variables, operationName }, maxWaitMs);
    const query = print(plan.document);
    const pages: GraphQLAnswer[] = [];
    for (let page = plan.firstPage; page <= plan.lastPage; page += 1) {
      const answer = await this.upstream.post(
        { query, variables: { ...variables, [PAGE_VARIABLE]: page }, operationName },
        maxWaitMs,
      );
      pages.push(answer);
      if (
        answer.errors ||
        !plan.targets.some((t) => asRecord(connection(answer, t)?.[PAGE_INFO_ALIAS])?.hasNextPage === true)
      )
        break;
    }
    const [first] = pages;
    if (!first) return { data: null };
    for (const target of plan.targets) {
      const base = connection(first, target);
      if (!base) continue;
      for (const key of ['edges', 'nodes'] as const) {
        if (!Array.isArray(base[key])) continue;
        const all = pages.flatMap((p) => {
          const list = connection(p, target)?.[key];
          return Array.isArray(list) ? (list as unknown[]) : [];
        });
        base[key] = all.slice(plan.skip, plan.skip + plan.take);
      }
      delete base[PAGE_INFO_ALIAS];
    }
    const errors = pages.flatMap((p) => p.errors ?? []);
    return errors.length > 0 ? { data: first.data ?? null, errors } : { data: first.data ?? null };
  }
}
