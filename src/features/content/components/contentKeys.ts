/** A catalogue key segment for a value the API spells in camel or Pascal case ('StatusChanged' → 'status-changed'). */
export const keyOf = (value: string) => value.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
