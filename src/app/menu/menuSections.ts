/**
 * Which sections of the side menu are open. A short menu (a centre's 30 items) shows every
 * section; a long one (the platform admin's 71, issue 17) opens only the section of the page
 * being shown, so the admin sees where they are without scrolling past sixty links. A section the
 * person opened or closed stays so for the browser tab, except that navigating into a closed
 * section opens it again: the current page's link is always in view.
 */
export type MenuSection = { readonly key: string; readonly items: readonly { readonly route: string }[] };

/** Above this many items the menu starts with only the current section open. */
export const COLLAPSE_ABOVE_ITEMS = 40;

export type SectionChoices = Readonly<Record<string, boolean>>;

export const currentSection = (sections: readonly MenuSection[], pathname: string): string | undefined =>
  sections.find((s) => s.items.some((i) => i.route === pathname))?.key;

export const isSectionOpen = (
  sections: readonly MenuSection[],
  pathname: string,
  choices: SectionChoices,
  key: string,
): boolean => {
  const chosen = choices[key];
  if (chosen !== undefined) return chosen;
  const total = sections.reduce((n, s) => n + s.items.length, 0);
  if (total <= COLLAPSE_ABOVE_ITEMS) return true;
  // No section holds the page (a detail page, the home): the first one, so the menu is not empty.
  return key === (currentSection(sections, pathname) ?? sections[0]?.key);
};

/** The choices once the person is on `pathname`: its section loses a "closed" choice. */
export const choicesOn = (sections: readonly MenuSection[], pathname: string, choices: SectionChoices) => {
  const current = currentSection(sections, pathname);
  if (current === undefined || choices[current] !== false) return choices;
  const { [current]: _closed, ...rest } = choices;
  return rest;
};

const STORAGE_KEY = 'atrium.menu.sections';

export const readChoices = (): SectionChoices => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, open]) => typeof open === 'boolean'));
  } catch {
    // Storage refused (private mode) or a hand-edited value: the defaults.
    return {};
  }
};

export const storeChoices = (choices: SectionChoices) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Not kept across reloads then; the menu still works.
  }
};
