import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Spec 000 §1: the phone prefixes offered.
export const COUNTRY_CODES = ['86', '972', '52', '1', '34', '506', '886', '852'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const Gender = Type.Union([
  Type.Literal('Unknown'),
  Type.Literal('Male'),
  Type.Literal('Female'),
  Type.Literal('Others'),
]);

// PUT /api/business/user/profile (spec 000 §3 "User profile"). A birthday in year 0001 means unset.
export const ProfileBody = Type.Object({
  name: Type.String({ maxLength: 64 }),
  gender: Gender,
  birthday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' }),
});
export type ProfileInput = Static<typeof ProfileBody>;

export const ProfileResponse = Type.Object({
  name: Type.String(),
  gender: Gender,
  birthday: Type.String(),
});

// POST /api/Account/ChangePassword
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
  newPassword: Type.String({ maxLength: 256 }),
});

// POST /api/business/user/sendEmailCode
export const SendEmailCodeBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
// PUT /api/business/user/userEmail
export const ChangeEmailBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  code: Type.String({ maxLength: 16 }),
});

const CountryCodeSchema = Type.Union(COUNTRY_CODES.map((code) => Type.Literal(code)));

// POST /api/business/user/sendCheckPhoneNumberCode: { phone, countryCode } as the spec sends it.
export const SendPhoneCodeBody = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 20 }),
  countryCode: CountryCodeSchema,
});
// POST /api/business/user/changePhoneNumber (the internal account's ChangePhoneNumber).
export const ChangePhoneBody = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 20 }),
  countryCode: CountryCodeSchema,
  code: Type.String({ maxLength: 16 }),
});

/** When the next code may be asked for. */
export const CodeSentResponse = Type.Object({ secondsUntilResend: Type.Integer() });

export const ContactResponse = Type.Object({
  email: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
});

// Spec 000 §3: resumes (id, fileName, url).
export const ResumeSchema = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  creationTime: Type.String(),
});
export type Resume = Static<typeof ResumeSchema>;

export const ResumeParams = Type.Object({ id: Uuid });

// POST /api/business/user/uploadPicture answers where the new photo is read.
export const PictureResponse = Type.Object({ id: Type.String(), url: Type.String() });
export const PictureParams = Type.Object({ id: Uuid });

// POST /api/business/user/freezeUser (spec 000 §4, §7).
export const FreezeUserBody = Type.Object({
  operate: Type.Union([Type.Literal('Freeze'), Type.Literal('Unfreeze')]),
  userId: Uuid,
  tenantId: Uuid,
});
export const FreezeUserResponse = Type.Object({
  userId: Type.String(),
  tenantId: Type.String(),
  state: Type.Union([Type.Literal('Effective'), Type.Literal('Frozen')]),
});

export const SentMessagesQuery = Type.Object({
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const SentMessagesResponse = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      channel: Type.String(),
      recipient: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      /** Not sent to the reader: its codes and link tokens are masked. */
      masked: Type.Boolean(),
      transport: Type.String(),
      creationTime: Type.String(),
    }),
  ),
});
