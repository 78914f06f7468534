import type { TFunction } from 'i18next';
import type { StaffEventName } from '../../../events/catalogue';

// Catalogue keys are kebab-case (src/locales/catalogues.test.ts); the server's names are not.
// Written out, so every key stays findable and a new name falls back to what the server said.

const ROLE_KEYS: Readonly<Record<string, string>> = {
  CenterAdmin: 'roles.center-admin',
  SeniorCoach: 'roles.senior-coach',
  coach: 'roles.coach',
  trainer: 'roles.trainer',
  FrontDesk: 'roles.front-desk',
  Finance: 'roles.finance',
};

const HISTORY_KEYS: Readonly<Record<string, string>> = {
  StaffInvited: 'history.types.staff-invited',
  StaffInvitationResent: 'history.types.staff-invitation-resent',
  StaffUpdated: 'history.types.staff-updated',
  StaffRolesChanged: 'history.types.staff-roles-changed',
  StaffFrozen: 'history.types.staff-frozen',
  StaffUnfrozen: 'history.types.staff-unfrozen',
  StaffActivated: 'history.types.staff-activated',
  StaffEmailChangeRequested: 'history.types.staff-email-change-requested',
  StaffEmailChanged: 'history.types.staff-email-changed',
  StaffRemoved: 'history.types.staff-removed',
} satisfies Record<StaffEventName, string>;

/** A centre role in the interface's language (the server's displayName follows the browser's). */
export const roleLabel = (t: TFunction<'staff'>, name: string, fallback = name): string => {
  const key = ROLE_KEYS[name];
  return key ? t(key) : fallback;
};

export const historyLabel = (t: TFunction<'staff'>, type: string): string => {
  const key = HISTORY_KEYS[type];
  return key ? t(key) : type;
};
