import type { ResourceLanguage } from 'i18next';

/** `{ namespace: catalogue }` from a glob of src/locales/<language>/<namespace>.json. */
export const cataloguesByNamespace = (files: Record<string, Record<string, unknown>>): ResourceLanguage => {
  const namespaces: ResourceLanguage = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) namespaces[namespace] = catalogue;
  }
  return namespaces;
};
