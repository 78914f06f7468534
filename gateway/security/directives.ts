import { visit, type DocumentNode } from 'graphql';

/** Directives written anywhere in the document; each is checked and evaluated on its own. */
export const directiveCount = (document: DocumentNode): number => {
  let count = 0;
  visit(document, {
    Directive: () => {
      count += 1;
    },
  });
  return count;
};
