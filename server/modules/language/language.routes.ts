import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getCulture, setUserCulture } from '../account/account.service';

// The language is stored per user, so it follows them across devices. The API speaks ABP's
// culture names (zh-Hans, en); the UI maps zh-CN and en-US to them (spec 000 §7).
const Culture = Type.Union([Type.Literal('zh-Hans'), Type.Literal('en')]);

export const languageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/Language/Current',
    { schema: { tags: ['Language'], response: { 200: Type.Object({ culture: Type.String() }) } } },
    (request) => request.inTenantTx(async (tx, ctx) => ({ culture: await getCulture(tx, ctx) })),
  );

  app.post(
    '/api/Language/Set',
    {
      schema: {
        tags: ['Language'],
        body: Type.Object({ culture: Culture }),
        response: { 200: Type.Object({ culture: Type.String() }) },
      },
    },
    async (request) =>
      request.inTenantTx(async (tx, ctx) => {
        await setUserCulture(tx, ctx, request.body.culture);
        return { culture: request.body.culture };
      }),
  );
};
