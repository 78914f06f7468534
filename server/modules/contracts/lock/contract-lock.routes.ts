import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../../../platform/app-deps';
import { requestLanguage } from '../../../platform/i18n';
import { CONTRACT_LINES, type ContractLine } from '../contract.types';
import { unlockProofOf } from '../contract-call.routes';
import { assertUnlockedFor, loadUnlockKey } from './contract-unlock-token.service';
import { callerProfile, PROFILE_RULES } from '../access/contract-access.service';
import { forbidden } from '../../../platform/errors';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The HS256 key of contract unlock tokens; decorated by the contract unlock routes plugin. */
    contractUnlockKey?: Uint8Array;
  }
}

/**
 * The verification lock of both contract lines (spec 002 §4, §7): send a code, check it for an
 * unlock token, and the caller's contract profile. Wrapped with fastify-plugin so the unlock key
 * it decorates reaches every contract route's assertUnlocked.
 */
export const contractUnlockRoutes = fp<RouteDeps>(
  async (fastify, { deps }) => {
    const { messenger } = deps;
    fastify.decorate('contractUnlockKey', await loadUnlockKey(deps.db));
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
        await assertUnlockedFor(unlockProofOf(request), rules, request.params.line);
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
