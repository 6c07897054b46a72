// Caps `perPage`/`first` at the gateway's maximum before a document is forwarded upstream (pure).
import { Kind, visit, type DocumentNode } from 'graphql';

const PAGE_SIZE_ARGUMENTS: ReadonlySet<string> = new Set(['perPage', 'first', 'last']);

export function clampPageSizes(
  document: DocumentNode,
  variables: Record<string, unknown>,
  max: number,
): { document: DocumentNode; variables: Record<string, unknown> } {
  const clamped = { ...variables };
  const next = visit(document, {
    Argument(node) {
      if (!PAGE_SIZE_ARGUMENTS.has(node.name.value)) return undefined;
      if (node.value.kind === Kind.VARIABLE) {
        const name = node.value.name.value;
        const value = clamped[name];
        if (typeof value === 'number' && value > max) clamped[name] = max;
        return undefined;
      }
      if (node.value.kind === Kind.INT && Number(node.value.value) > max) {
        return { ...node, value: { ...node.value, value: String(max) } };
      }
      return undefined;
    },
  });
  return { document: next, variables: clamped };
}
