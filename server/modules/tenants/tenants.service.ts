// The tenants module's public face (spec 002 §7 "Tenants"): one file per concern beside this one;
// the routes import from here.
export type { TenantDeps } from './tenants.rules';
export * from './tenant-list.service';
export * from './tenant-edits.service';
export * from './tenant-contact.service';
export * from './tenant-logo.service';
