/**
 * GraphQL's nulls for what was not given, left out: the REST schemas take a missing field as "not
 * given" and refuse null for most (a query string has no null at all).
 */
export const withoutNulls = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
