// The account settings module's public face (spec 000 §2 screen 2): one file per concern beside
// this one; routes and other modules import from here.
export {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  ENTERPRISE_ADMIN_ROLE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PICTURE_MAX_BYTES,
  RESUME_MAX_BYTES,
  RESUME_MAX_COUNT,
  UNSET_BIRTHDAY,
  type AccountSettingsDeps,
} from './account-settings.rules';
export * from './profile.service';
export * from './password.service';
export * from './verification-codes.service';
export * from './contact.service';
export * from './resumes.service';
export * from './picture.service';
export * from './memberships.service';
export * from './sent-messages.service';
