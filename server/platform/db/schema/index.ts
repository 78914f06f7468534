// The drizzle schema, one file per domain. drizzle-kit reads this folder to generate migrations.
export * from './tenancy';
export * from './identity';
export * from './subjects';
export * from './subject-counts';
export * from './subject-search-pieces';
export * from './platform';
export * from './events';
export * from './notifications';
export * from './vrat';
export * from './groups';
export * from './music';
export * from './contracts';
export * from './idempotency';
export * from './catalogue';
export * from './rate-limits';
