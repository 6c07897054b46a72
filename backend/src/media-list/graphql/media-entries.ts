// Media.mediaListEntry in a catalogue operation: the catalogue is asked the same document with each
// mediaListEntry asked as the work's id under the same response key (so its answers, cached or
// forwarded to AniList, never depend on who asks), and each id in the answer is then replaced by the
// caller's own entry for that work, read from the list store with the client's own selection.
import {
  getNamedType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { catalogSchema } from '../../catalog';
import { fragmentsOf, usedBy } from './selection-documents';

/** `document` with every Media.mediaListEntry asked as the work's id; null when it asks none. */
export function entriesAskedAsIds(document: DocumentNode): DocumentNode | null {
  const typeInfo = new TypeInfo(catalogSchema);
  let asked = false;
  const rewritten = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node): FieldNode | undefined {
        if (node.name.value !== 'mediaListEntry' || typeInfo.getParentType()?.name !== 'Media')
          return undefined;
        asked = true;
        return {
          kind: Kind.FIELD,
          alias: { kind: Kind.NAME, value: node.alias?.value ?? node.name.value },
          name: { kind: Kind.NAME, value: 'id' },
          arguments: [],
          directives: node.directives ?? [],
        };
      },
    }),
  );
  if (!asked) return null;
  // A fragment only the entries spread is no longer used, and an unused fragment does not validate.
  const operations = rewritten.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const used = usedBy(
    operations.flatMap((operation) => operation.selectionSet.selections),
    fragmentsOf(rewritten),
  ).fragments;
  return { ...rewritten, definitions: [...operations, ...used] };
}

/** Where an answer holds a work's id in place of the caller's entry, and what the client asked of it. */
export interface EntrySlot {
  holder: Record<string, unknown>;
  key: string;
  mediaId: number;
  fields: FieldNode[];
}

/** The places in `data` (the answer to the rewritten document) where `operation` asked mediaListEntry. */
export function entrySlots(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: unknown,
): EntrySlot[] {
  const fragments = fragmentsOf(document);
  const slots = new Map<Record<string, unknown>, Map<string, EntrySlot>>();
  const walk = (selectionSet: SelectionSetNode, type: GraphQLObjectType, value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(selectionSet, type, item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const holder = value as Record<string, unknown>;
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) {
        const fragment =
          selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        const condition = fragment?.typeCondition?.name.value;
        if (fragment && (!condition || condition === type.name)) walk(fragment.selectionSet, type, holder);
        continue;
      }
      const key = selection.alias?.value ?? selection.name.value;
      const child = holder[key];
      if (type.name === 'Media' && selection.name.value === 'mediaListEntry') {
        if (typeof child !== 'number') continue;
        const inHolder = slots.get(holder) ?? new Map<string, EntrySlot>();
        slots.set(holder, inHolder);
        const slot = inHolder.get(key) ?? { holder, key, mediaId: child, fields: [] };
        inHolder.set(key, slot);
        slot.fields.push(selection);
        continue;
      }
      const fieldType = type.getFields()[selection.name.value]?.type;
      const named = fieldType ? getNamedType(fieldType) : undefined;
      if (selection.selectionSet && named && isObjectType(named)) walk(selection.selectionSet, named, child);
    }
  };
  const root = catalogSchema.getRootType(operation.operation);
  if (root) walk(operation.selectionSet, root, data);
  return [...slots.values()].flatMap((inHolder) => [...inHolder.values()]);
}
