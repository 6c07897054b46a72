// The GraphQL operations the web app sends to the catalogue gateway (docs/api.md#graphql), with their result types.
export { gql, operationName, type TypedDocumentNode } from './gql';
export * from './get-works';
export * from './get-anime-works';
export * from './get-characters';
export * from './get-list-works';
export * from './get-character';
export * from './get-media-detail';
export * from './get-media-episodes';
export * from './get-media-title';
export * from './get-season-timetable';
export * from './media-list';
export * from './media-types';
