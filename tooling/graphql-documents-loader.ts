// A webpack loader that parses every gql`…` document at build time: the bundle carries the parsed
// document (as JSON, which the browser parses fastest), so graphql's parser and graphql-tag never ship.
// Apollo prints the same document into each request body, so what goes over the wire is unchanged.
// Marked pure, so a bundle drops the documents of a module it does not use (a route data script takes
// one query text from a module that declares three).
import { parse } from 'graphql';
import type { LoaderContext } from 'webpack';

const GQL_TEMPLATE = /\bgql`([^`]*)`/g;

export default function graphqlDocumentsLoader(this: LoaderContext<object>, source: string): string {
  return source.replace(GQL_TEMPLATE, (template, body: string) => {
    if (body.includes('${')) {
      this.emitError(new Error('gql documents with ${…} interpolations cannot be parsed at build time'));
      return template;
    }
    const document = parse(body, { noLocation: true });
    return `/*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(document))})`;
  });
}
