// Catalogue keys are kebab-case (src/locales/catalogues.test.ts); the server's names are not.

/** 'NotEnable' → 'not-enable', 'reEnable' → 're-enable', 'MinSellingPriceChange' → 'min-selling-price-change'. */
export const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '');
