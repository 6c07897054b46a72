// The tag the app's GraphQL documents are written with. In the web build a loader replaces each tagged
// document with its parsed form (tooling/graphql-documents-loader.ts), so this parser never ships to
// browsers; elsewhere (tests, the backend) it parses at load time.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, type DocumentNode } from 'graphql';

export type { TypedDocumentNode };

export function gql(strings: TemplateStringsArray): DocumentNode {
  return parse(strings.join(''));
}

/** The operation's name, which a request carries as `operationName`. */
export function operationName(document: DocumentNode): string | null {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? null) : null;
}
