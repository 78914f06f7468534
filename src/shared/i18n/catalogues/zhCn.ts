import { cataloguesByNamespace } from '../cataloguesByNamespace';

// One module per language so that the console fetches one chunk for the language it shows.
export default cataloguesByNamespace(
  import.meta.glob<Record<string, unknown>>('../../../locales/zh-CN/*.json', { eager: true, import: 'default' }),
);
