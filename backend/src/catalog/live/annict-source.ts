// Forwards Annict operations: `fall` → `autumn` and year-only seasons expanded, covers filled when missing.
import { Kind, print, visit, type DocumentNode, type OperationDefinitionNode, type ValueNode } from 'graphql';
import { toAnnictSeasons } from '@anifan/contract';
import type { AniListSeasonWorks } from './anilist-season-works';
import type { GraphQLAnswer } from '../catalog-types';
import type { GraphQLUpstream } from './graphql-upstream';
import { UpstreamError } from './upstream-error';

/** Annict's `searchWorks(seasons:)` fails on an unknown slug; ours accepts `fall` and bare years. */
export function rewriteSeasons(
  document: DocumentNode,
  variables: Record<string, unknown>,
): { document: DocumentNode; variables: Record<string, unknown> } {
  const nextVariables = { ...variables };
  const rewritten = visit(document, {
    Argument(node) {
      if (node.name.value !== 'seasons') return undefined;
      if (node.value.kind === Kind.VARIABLE) {
        const value = nextVariables[node.value.name.value];
        if (Array.isArray(value)) {
          nextVariables[node.value.name.value] = value.flatMap((s) =>
            typeof s === 'string' ? toAnnictSeasons(s) : [s],
          );
        } else if (typeof value === 'string') {
          nextVariables[node.value.name.value] = toAnnictSeasons(value);
        }
        return undefined;
      }
      const items: readonly ValueNode[] = node.value.kind === Kind.LIST ? node.value.values : [node.value];
      const values = items.flatMap((item): ValueNode[] =>
        item.kind === Kind.STRING
          ? toAnnictSeasons(item.value).map((value) => ({ kind: Kind.STRING, value }))
          : [item],
      );
      return { ...node, value: { kind: Kind.LIST, values } };
    },
  });
  return { document: rewritten, variables: nextVariables };
}

type Json = Record<string, unknown>;
const asRecord = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

export class AnnictSource {
  constructor(
    private readonly upstream: GraphQLUpstream,
    private readonly hasToken: boolean,
    /** Best-effort cover for a title (the snapshot's, keyed like AniList's media). */
    private readonly coverFor: (title: string) => string | null,
    /** Answers `searchWorks` from AniList when Annict is not configured or does not answer. */
    private readonly fallback: AniListSeasonWorks,
  ) {}

  async execute(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
    maxWaitMs: number,
  ): Promise<GraphQLAnswer> {
    if (!this.hasToken) return this.fallback.execute(document, operation, variables, maxWaitMs);
    try {
      return await this.fromAnnict(document, operation, variables, maxWaitMs);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return this.fallback.execute(document, operation, variables, maxWaitMs);
    }
  }

  private async fromAnnict(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
    maxWaitMs: number,
  ): Promise<GraphQLAnswer> {
    const single: DocumentNode = {
      ...document,
      definitions: document.definitions.filter(
        (d) => d.kind !== Kind.OPERATION_DEFINITION || d === operation,
      ),
    };
    const forwarded = rewriteSeasons(single, variables);
    const answer = await this.upstream.post(
      {
        query: print(forwarded.document),
        variables: forwarded.variables,
        operationName: operation.name?.value ?? null,
      },
      maxWaitMs,
    );
    this.fillMissingImages(answer);
    return answer;
  }

  /** Annict's `image` is often null or empty; use the catalogue's cover of the same title instead. */
  private fillMissingImages(answer: GraphQLAnswer): void {
    for (const value of Object.values(answer.data ?? {})) {
      const edges = asRecord(value)?.edges;
      if (!Array.isArray(edges)) continue;
      for (const edge of edges) {
        const node = asRecord(asRecord(edge)?.node);
        if (!node || !('image' in node) || typeof node.title !== 'string') continue;
        const image = asRecord(node.image);
        if (image && (!('facebookOgImageUrl' in image) || image.facebookOgImageUrl)) continue;
        const cover = this.coverFor(node.title);
        if (cover) node.image = { ...(image ?? {}), facebookOgImageUrl: cover };
      }
    }
  }
}
