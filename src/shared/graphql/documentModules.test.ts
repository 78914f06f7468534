import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentReexports, generatedDocuments } from '../../../vite.graphql-documents';
import * as generated from '../../generated/graphql';

// The build splits src/generated/graphql.ts into one module per document (vite.graphql-documents.ts,
// issue 16 item 4). The split must give every runtime export of the generated module, unchanged.

const source = readFileSync(new URL('../../generated/graphql.ts', import.meta.url), 'utf8');

describe('one module per generated document', () => {
  it('splits every export of the generated module, each equal to the document the module exports', () => {
    const documents = generatedDocuments(source);
    expect([...documents.keys()].sort()).toEqual(Object.keys(generated).sort());
    for (const [name, json] of documents) {
      expect(JSON.parse(json), name).toEqual((generated as Record<string, unknown>)[name]);
    }
  });

  it('re-exports each document from its own module', () => {
    const reexports = documentReexports(new Map([['ShellMenuDocument', '{}']]));
    expect(reexports).toBe(
      'export { default as ShellMenuDocument } from "\\u0000atrium-graphql-document:ShellMenuDocument";',
    );
  });

  it('refuses a generated module with code it does not know how to split', () => {
    expect(() => generatedDocuments(`${source}\nexport const helper = () => 1;\n`)).toThrow(/cannot split/);
    expect(() => generatedDocuments(`import { parse } from 'graphql';\n${source}`)).toThrow(/imports code/);
  });
});
