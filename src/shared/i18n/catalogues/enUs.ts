import { cataloguesByNamespace } from '../cataloguesByNamespace';

// One module per language so that the console fetches one chunk for the language it shows, with
// the first screens' namespaces only (../firstScreenNamespaces.ts); the others load on demand.
export default cataloguesByNamespace(
  import.meta.glob<Record<string, unknown>>(
    '../../../locales/en-US/{common,errors,auth,menu,top-bar,workbench,supervisor-board,contract-warnings}.json',
    { eager: true, import: 'default' },
  ),
);
