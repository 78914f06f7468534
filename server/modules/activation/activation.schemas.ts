import { Type } from 'typebox';

const Token = Type.String({ minLength: 1, maxLength: 200 });

export const TokenQuery = Type.Object({ token: Token });

// GET /api/business/user/checkTokenAndUser?token (spec 000 §4, §7).
export const LinkCheckResponse = Type.Object({
  purpose: Type.Union([Type.Literal('activate-account'), Type.Literal('update-email')]),
  /** The account has no password yet: the page asks for a user name and a password. */
  isNew: Type.Boolean(),
  email: Type.String(),
  name: Type.String(),
  userName: Type.String(),
  tenantName: Type.Union([Type.String(), Type.Null()]),
  /** The link's language: en or zh-Hans. */
  culture: Type.String(),
});

// POST /api/business/user/activateAccount: a token, plus user name and password for a new account.
export const ActivateAccountBody = Type.Object({
  token: Token,
  userName: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
});

export const ActivateAccountResponse = Type.Object({
  outcome: Type.Union([Type.Literal('activated'), Type.Literal('registered')]),
  userName: Type.String(),
  tenantName: Type.String(),
});

export const ActivateNewEmailBody = Type.Object({ token: Token });
export const ActivateNewEmailResponse = Type.Object({ email: Type.String() });

// GET /api/us/contentAdmin/needRegister?token.
export const NeedRegisterResponse = Type.Object({ needRegister: Type.Boolean() });
