// The staff module's public face (spec 000 §7 "Staff and users"): one file per concern beside
// this one; the routes import from here.
export { STAFF_EVENTS, STAFF_PERMISSION, SUPERVISOR_ROLES, toStaffItem, type StaffDeps } from './staff.rules';
export * from './staff-directory.service';
export * from './staff-invitations.service';
export * from './staff-changes.service';
