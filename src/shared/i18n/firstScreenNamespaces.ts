// The namespaces the sign-in, the shell (top bar, menu, contract warnings) and the workbench (with
// the supervisor board's parts it shows a centre admin or senior coach) draw:
// they come in the language's first chunk (catalogues/<language>.ts), every other namespace on
// demand when a screen first asks for it (lazyNamespaces.ts). Issue 16 item 4 keeps that first
// load under 250 KB. catalogues/*.ts and lazyNamespaces.ts repeat this list in their globs (a glob
// takes literals only); firstScreenNamespaces.test.ts keeps the three the same.
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'errors',
  'auth',
  'menu',
  'top-bar',
  'workbench',
  'supervisor-board',
  'contract-warnings',
] as const;

export const isFirstScreenNamespace = (namespace: string): boolean =>
  (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace);
