import type { Language } from './languages';

type Catalogue = Record<string, unknown>;

// One chunk per language and namespace for every namespace the first screens do not draw
// (the negated pattern repeats FIRST_SCREEN_NAMESPACES: those come in catalogues/<language>.ts).
const files = import.meta.glob<Catalogue>(
  [
    '../../locales/*/*.json',
    '!../../locales/*/{common,errors,auth,menu,top-bar,workbench,supervisor-board,contract-warnings}.json',
  ],
  { import: 'default' },
);

const namespaceOf = (path: string): string => /\/([^/]+)\.json$/.exec(path)?.[1] ?? path;

/** The namespaces fetched when a screen first asks for them. */
export const LAZY_NAMESPACES: readonly string[] = [...new Set(Object.keys(files).map(namespaceOf))];

/**
 * Namespaces a screen of another namespace reads as 'namespace:key' (a content page's history
 * shows the shared content fields, the tenant list links to the VRAT contracts), or that the parts
 * it draws with its data ask for (the centre library's tables): they load together, so that the
 * screen never draws before both are in, and never hides again to fetch words once drawn.
 * firstScreenNamespaces.test.ts finds both in src and fails on one not listed here.
 */
export const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  // The centre library's tables draw with the programmes' and the tracks' words; its programme
  // drawer previews feedback forms.
  'content-centre': ['content', 'content-parts', 'content-programs', 'content-tracks', 'feedback-forms'],
  // The music plans play their tracks in the track player.
  'content-music': ['content', 'content-tracks'],
  // The content pages' shared table and status tag read 'content'; the feedback properties preview
  // their form.
  'content-parts': ['content', 'feedback-forms'],
  'content-plans': ['content'],
  // A programme's detail previews its feedback forms.
  'content-programs': ['content', 'content-parts', 'feedback-forms'],
  'content-reminders': ['content'],
  'content-tracks': ['content', 'content-centre'],
  // A contract page's lock, project switch and money dialogs; the VRAT page renews as the HFS one does.
  contracts: ['contract-lock', 'tenants', 'vrat-contracts'],
  'vrat-contracts': ['contract-lock', 'contracts', 'tenants'],
  // A class's start checks and certificate warning, its feedback, course music and music record.
  'group-plans': [
    'course-music',
    'feedback-forms',
    'group-plan-checks',
    'music-feedback',
    'music-played-details',
    'trainer-credentials',
  ],
  // The music rehab page opens on the child's programmes.
  music: ['music-programme'],
  // The session card's detail link, form menu, feedback form, course music, music feedback and record.
  'offline-plans': [
    'course-detail',
    'course-music',
    'feedback-forms',
    'music-feedback',
    'music-played-details',
    'trainer-credentials',
  ],
  // The class sessions card's checks.
  'subject-detail': ['group-plan-checks'],
  tenants: ['vrat-contracts'],
};

/** How a chunk is fetched: the console waits for the network when offline (loadI18n.ts). */
export type FetchChunk = <T>(load: () => Promise<T>) => Promise<T>;

const fetchOnce: FetchChunk = (load) => load();

/** One namespace's catalogue in one language, fetched on demand. */
export const loadNamespace = async (
  language: Language,
  namespace: string,
  fetchChunk: FetchChunk = fetchOnce,
): Promise<Catalogue> => {
  const file = files[`../../locales/${language}/${namespace}.json`];
  // No such namespace: nothing to wait for (i18next then shows the key, as it would anyway).
  return file ? fetchChunk(file) : {};
};

/** The namespace and its companions, by namespace, fetched side by side. */
export const loadWithCompanions = async (
  language: Language,
  namespace: string,
  fetchChunk: FetchChunk = fetchOnce,
): Promise<Record<string, Catalogue>> => {
  const wanted = [namespace, ...(COMPANIONS[namespace] ?? [])];
  const catalogues = await Promise.all(wanted.map((name) => loadNamespace(language, name, fetchChunk)));
  return Object.fromEntries(wanted.map((name, i) => [name, catalogues[i] ?? {}]));
};
