import type { Plugin } from 'vite';

// The client preset writes every operation's document into one module, src/generated/graphql.ts
// (263 KB of AST). A bundler does not split a module between chunks, so the first screen to use any
// document fetched them all. At build, that module becomes re-exports of one small module per
// document: each document then sits in the chunk of the code that uses it, or in a chunk shared
// by the screens that do (issue 16 item 4). Imports, types and `npm run codegen` stay as they are.

const GENERATED = /\/src\/generated\/graphql\.ts$/;
const PREFIX = '\0atrium-graphql-document:';
// The preset writes each document on one line: a JSON AST with every fragment it spreads inlined.
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
// What else the module may hold: comments, type-only imports and types, which leave no code.
const TYPES_ONLY = /^(?:import type |export type |\/\*|\/\/|$)/;

/**
 * The documents of the generated module, by export name. Throws on a line this split does not
 * understand, so that a change of the generator's output breaks the build instead of dropping code.
 */
export const generatedDocuments = (source: string): Map<string, string> => {
  const documents = new Map<string, string>();
  for (const line of source.split('\n')) {
    const document = DOCUMENT.exec(line);
    if (document?.[1] && document[2]) {
      // A document is data: checked as JSON, emitted as it is.
      JSON.parse(document[2]);
      documents.set(document[1], document[2]);
    } else if (line.startsWith('export ') && !line.startsWith('export type ')) {
      throw new Error(
        `vite.graphql-documents: an export of src/generated/graphql.ts it cannot split: ${line.slice(0, 80)}`,
      );
    } else if (line.startsWith('import ') && !TYPES_ONLY.test(line)) {
      throw new Error(`vite.graphql-documents: src/generated/graphql.ts imports code: ${line.slice(0, 80)}`);
    }
  }
  return documents;
};

/** The generated module as re-exports, one module per document. */
export const documentReexports = (documents: Map<string, string>): string =>
  [...documents.keys()]
    .map((name) => `export { default as ${name} } from ${JSON.stringify(PREFIX + name)};`)
    .join('\n');

/** One module per generated GraphQL document in the production build (not in development or tests). */
export const graphqlDocumentModules = (): Plugin => {
  let documents = new Map<string, string>();
  return {
    name: 'atrium:graphql-document-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const document = documents.get(id.slice(PREFIX.length));
      if (document === undefined) throw new Error(`vite.graphql-documents: no document ${id.slice(PREFIX.length)}`);
      return `export default ${document};`;
    },
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      documents = generatedDocuments(code);
      return { code: documentReexports(documents), map: null };
    },
  };
};
