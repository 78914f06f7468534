import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { httpPlugin } from './platform/http.plugin';
import { ACCESS_TOKEN_AUDIENCE, createAccessTokenVerifier } from './platform/auth/access-token';
import { embeddedJwks } from './platform/oidc/oidc.keys';
import { oidcPlugin } from './platform/oidc/oidc.plugin';
import { accountRoutes } from './modules/account/account.routes';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes';
import { languageRoutes } from './modules/language/language.routes';
import { menuRoutes } from './modules/menus/menu.routes';
import { subjectRoutes } from './modules/subjects/subjects.routes';
import { checkInRoutes } from './modules/check-ins/check-ins.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { qrCodeRoutes } from './modules/qr-codes/qr-codes.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { activationRoutes } from './modules/activation/activation.routes';
import { guardianRoutes } from './modules/guardians/guardians.routes';
import { subjectDetailRoutes } from './modules/subject-detail/subject-detail.routes';
import { testLocationRoutes } from './modules/test-locations/test-locations.routes';
import { vratTestRoutes } from './modules/vrat-tests/vrat-tests.routes';
import { musicRoutes } from './modules/music/music.routes';
import { groupRoutes } from './modules/groups/groups.routes';
import { depositRoutes } from './modules/deposits/deposits.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { tenantRoutes } from './modules/tenants/tenants.routes';
import { contractUnlockRoutes } from './modules/contracts/unlock.routes';
import { hfsContractRoutes } from './modules/contracts/hfs-contract.routes';
import { hfsResourceRoutes } from './modules/contracts/hfs-resources.routes';
import { vratContractRoutes } from './modules/contracts/vrat-contract.routes';
import { contractReminderRoutes } from './modules/contracts/contract-reminders.routes';
import { vratConsumptionRoutes } from './modules/contracts/vrat-consumption.routes';

export type ServerOptions = { db: Database; config: Config };

/**
 * The REST services and, unless OIDC_ISSUER names an external one, the OpenID provider: the
 * system of record. Registered on the one process's Fastify instance by start.ts, or on its own
 * by server/main.ts.
 */
export const serverPlugin = fp<ServerOptions>(
  async (app: FastifyInstance, { db, config }) => {
    const issuer = config.oidcIssuer ?? config.publicUrl;
    const verifier = createAccessTokenVerifier({
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      // The embedded provider's keys are read from the database, not fetched over HTTP.
      ...(config.oidcIssuer ? {} : { jwks: () => embeddedJwks(db) }),
    });
    await app.register(httpPlugin, {
      db,
      verifyAccessToken: async (token) => {
        const verified = await verifier.verify(token);
        return {
          userId: verified.userId,
          scopes: verified.scopes,
          ...(verified.clientId ? { clientId: verified.clientId } : {}),
        };
      },
    });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Atrium REST API', version: '1' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    if (!config.oidcIssuer) await app.register(oidcPlugin, { db, config });

    app.get('/healthz', { config: { public: true } }, () => ({ status: 'ok' }));
    await app.register(accountRoutes);
    await app.register(accountSettingsRoutes, { config });
    await app.register(languageRoutes);
    await app.register(menuRoutes);
    await app.register(subjectRoutes, { timeZone: config.timeZone });
    await app.register(checkInRoutes, { timeZone: config.timeZone });
    await app.register(notificationRoutes);
    await app.register(realtimeRoutes, { db });
    await app.register(clientErrorRoutes);
    await app.register(qrCodeRoutes, { publicUrl: config.publicUrl });
    await app.register(staffRoutes, { publicUrl: config.publicUrl });
    await app.register(activationRoutes, { db });
    await app.register(guardianRoutes);
    await app.register(subjectDetailRoutes, { timeZone: config.timeZone });
    await app.register(testLocationRoutes);
    await app.register(vratTestRoutes);
    await app.register(musicRoutes, { timeZone: config.timeZone });
    await app.register(groupRoutes, { timeZone: config.timeZone });
    await app.register(depositRoutes, { config });
    await app.register(orderRoutes, { timeZone: config.timeZone });
    await app.register(tenantRoutes, { config });
    await app.register(contractUnlockRoutes, { db });
    await app.register(hfsContractRoutes, { timeZone: config.timeZone });
    await app.register(hfsResourceRoutes, { timeZone: config.timeZone });
    await app.register(vratContractRoutes, { timeZone: config.timeZone });
    await app.register(contractReminderRoutes, { timeZone: config.timeZone });
    await app.register(vratConsumptionRoutes, { timeZone: config.timeZone });
  },
  { name: 'atrium-server' },
);
