import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../platform/db/database';
import { requestLanguage } from '../../platform/i18n';
import { createMessenger, type Messenger } from '../../platform/messaging/messenger';
import { assertUnlockedFor, CONTRACT_LINES, loadUnlockKey, type ContractLine } from './contract-unlock';
import { callerProfile, PROFILE_RULES } from './contract-access';
import { forbidden } from '../../platform/errors';
import { checkUnlockCode, contractProfileOf, sendUnlockCode } from './contract-unlock.service';

const BASES: Readonly<Record<ContractLine, string>> = {
  hfs: '/api/rocket/tenantContract',
  vrat: '/api/vrclassroom/tenantContract',
};

// Spec 002 §7 writes the VRAT body as `Code`; the rest of the API is camelCase. Take either.
const CheckCodeBody = Type.Object({ code: Type.Optional(Type.String()), Code: Type.Optional(Type.String()) });
const CheckCodeResponse = Type.Object({ value: Type.String() });
const CodeSentResponse = Type.Object({
  secondsUntilResend: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
});
const ProfileResponse = Type.Object({
  profile: Type.Union([
    Type.Literal('Admin'),
    Type.Literal('Enterprise'),
    Type.Literal('EnterpriseAgent'),
    Type.Literal('Area'),
    Type.Literal('AreaAgent'),
    Type.Literal('CenterAdmin'),
    Type.Null(),
  ]),
  rules: Type.Union([
    Type.Object({
      priceLabel: Type.Union([Type.Literal('sellingPrice'), Type.Literal('purchasePrice'), Type.Literal('unitPrice')]),
      seesBalanceAndStopTime: Type.Boolean(),
      needsVerification: Type.Boolean(),
      mayDeductHfs: Type.Boolean(),
      reloadsParentPage: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  unlockPeriodSeconds: Type.Integer(),
  resendSeconds: Type.Integer(),
});

export type ContractUnlockRoutesOptions = { db: Database; messenger?: Messenger };

/**
 * The verification lock of both contract lines (spec 002 §4, §7): send a code, check it for an
 * unlock token, and the caller's contract profile. Wrapped with fastify-plugin so the unlock key
 * it decorates reaches every contract route's assertUnlocked.
 */
export const contractUnlockRoutes = fp<ContractUnlockRoutesOptions>(
  async (fastify, { db, messenger = createMessenger() }) => {
    fastify.decorate('contractUnlockKey', await loadUnlockKey(db));
    const key = fastify.contractUnlockKey!;
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['Contracts'];

    app.get(`${BASES.hfs}/profile`, { schema: { tags, response: { 200: ProfileResponse } } }, (request) =>
      request.inTenantTx(async (_tx, ctx) => contractProfileOf(ctx)),
    );

    // The console's check that the token it kept still unlocks the line (another user may have
    // signed in since, or the deployment's key changed): 412 when not, like any contract call.
    app.get(
      `${BASES.hfs}/unlockCheck/:line`,
      {
        schema: {
          tags,
          params: Type.Object({ line: Type.Union([Type.Literal('hfs'), Type.Literal('vrat')]) }),
          response: { 200: Type.Object({ unlocked: Type.Boolean() }) },
        },
      },
      async (request) => {
        const rules = await request.inTenantTx(async (_tx, ctx) => {
          const profile = callerProfile(ctx);
          if (!profile) throw forbidden();
          return { userId: ctx.userId, rules: PROFILE_RULES[profile] };
        });
        await assertUnlockedFor(request, rules, request.params.line);
        return { unlocked: true };
      },
    );

    for (const line of CONTRACT_LINES) {
      app.post(`${BASES[line]}/sendMessage`, { schema: { tags, response: { 200: CodeSentResponse } } }, (request) =>
        request.inTenantTx((tx, ctx) =>
          sendUnlockCode(tx, ctx, messenger, line, requestLanguage(request.headers['accept-language'])),
        ),
      );

      app.post(
        `${BASES[line]}/checkCode`,
        { schema: { tags, body: CheckCodeBody, response: { 200: CheckCodeResponse } } },
        async (request) => {
          const code = request.body.code ?? request.body.Code ?? '';
          // A wrong code must count even though the call fails: commit, then answer with the error.
          const result = await request.inTenantTx((tx, ctx) => checkUnlockCode(tx, ctx, key, line, code));
          if (!result.ok) throw result.error;
          return { value: result.value };
        },
      );
    }
  },
  { name: 'atrium-contract-unlock' },
);
