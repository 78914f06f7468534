import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { httpPlugin } from './platform/http.plugin';
import { messagingPlugin, messengerFromConfig } from './platform/messaging/messaging.plugin';
import type { AdapterOverrides, AppDeps } from './platform/app-deps';
import { createDiskStorage, filesDirOf } from './platform/storage/file-storage';
import { ACCESS_TOKEN_AUDIENCE, createAccessTokenVerifier } from './platform/auth/access-token';
import { createGrantLiveness } from './platform/auth/grant-liveness';
import { callerRoutes } from './platform/auth/caller.routes';
import { embeddedJwks } from './platform/oidc/oidc.keys';
import { oidcPlugin } from './platform/oidc/oidc.plugin';
import { accountRoutes } from './modules/account/account.routes';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes';
import { languageRoutes } from './modules/language/language.routes';
import { menuRoutes } from './modules/menus/menu.routes';
import { subjectRoutes } from './modules/subjects/subjects.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarRemindersPlugin } from './modules/calendar/reminders/calendar-reminders.plugin';
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
import { musicProgrammeRoutes } from './modules/music/music-programme.routes';
import { groupRoutes } from './modules/groups/groups.routes';
import { groupPlanRoutes } from './modules/group-plans/group-plans.routes';
import { groupPlanCheckRoutes } from './modules/group-plans/group-plan-checks.routes';
import { trainerCredentialRoutes } from './modules/trainer-credentials/trainer-credentials.routes';
import { offlinePlanRoutes } from './modules/offline-plans/offline-plans.routes';
import { offlinePlanSessionRoutes } from './modules/offline-plans/offline-plan-session.routes';
import { offlinePlanStaticRoutes } from './modules/offline-plans/offline-plan-static.routes';
import { offlinePlanReportRoutes } from './modules/offline-plans/offline-plan-report.routes';
import { trainingPlanRoutes } from './modules/training-plans/training-plans.routes';
import { archiveRoutes } from './modules/archives/archives.routes';
import { depositRoutes } from './modules/deposits/deposits.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { quotaRoutes } from './modules/quotas/quotas.routes';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { tenantRoutes } from './modules/tenants/tenants.routes';
import { contractUnlockRoutes } from './modules/contracts/lock/contract-lock.routes';
import { hfsContractRoutes } from './modules/contracts/hfs/hfs-contract.routes';
import { hfsResourceRoutes } from './modules/contracts/hfs/resources/hfs-resources.routes';
import { vratContractRoutes } from './modules/contracts/vrat/vrat-contract.routes';
import { contractReminderRoutes } from './modules/contracts/reminders/contract-reminders.routes';
import { vratConsumptionRoutes } from './modules/contracts/vrat/vrat-consumption.routes';
import { contentRoutes } from './modules/content/content.routes';
import { trackRoutes } from './modules/content/tracks/track.routes';
import { programRoutes } from './modules/content/programs/program.routes';
import { planRoutes } from './modules/content/plans/plan.routes';
import { musicContentRoutes } from './modules/content/music/music.routes';
import { musicListeningRoutes } from './modules/music-listening/music-listening.routes';
import { musicPlayedDetailsRoutes } from './modules/music-listening/music-played-details.routes';
import { courseMusicLinkRoutes } from './modules/music-listening/course-music-link.routes';
import { musicStatisticRoutes } from './modules/music-statistics/music-statistics.routes';
import { musicFeedbackRoutes } from './modules/music-feedback/music-feedback.routes';

export type ServerOptions = {
  db: Database;
  config: Config;
  /** Adapters a test puts in place of the configured ones (a messenger that records, a fixed clock). */
  adapters?: AdapterOverrides;
};

/**
 * The composition root: every adapter is built here, once, from the configuration (or taken from
 * `adapters`), and the modules receive them as one AppDeps.
 */
const buildDeps = (app: FastifyInstance, { db, config, adapters = {} }: ServerOptions): AppDeps => ({
  db,
  config,
  messenger:
    adapters.messenger ??
    messengerFromConfig(config, (error, message) =>
      app.log.warn({ err: error, channel: message.channel }, 'a message was not delivered'),
    ),
  storage: adapters.storage ?? createDiskStorage(filesDirOf(config.dataDir)),
  clock: adapters.clock ?? (() => new Date()),
  timeZone: config.timeZone,
  publicUrl: config.publicUrl,
});

/**
 * The REST services and, unless OIDC_ISSUER names an external one, the OpenID provider: the
 * system of record. Registered on the one process's Fastify instance by start.ts, or on its own
 * by server/main.ts.
 */
export const serverPlugin = fp<ServerOptions>(
  async (app: FastifyInstance, options) => {
    const { db, config } = options;
    const deps = buildDeps(app, options);
    const issuer = config.oidcIssuer ?? config.publicUrl;
    const verifier = createAccessTokenVerifier({
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      // The embedded provider's keys are read from the database, not fetched over HTTP; a token
      // whose grant ended (sign-out, revocation) is refused within seconds.
      ...(config.oidcIssuer ? {} : { jwks: () => embeddedJwks(db), grantAlive: createGrantLiveness(db).isAlive }),
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
      https: new URL(config.publicUrl).protocol === 'https:',
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
    await app.register(messagingPlugin, { config, messenger: deps.messenger });
    await app.register(accountRoutes);
    await app.register(callerRoutes);
    await app.register(accountSettingsRoutes, { deps });
    await app.register(languageRoutes);
    await app.register(menuRoutes);
    await app.register(subjectRoutes, { deps });
    await app.register(checkInRoutes, { deps });
    await app.register(calendarRoutes, { deps });
    await app.register(calendarRemindersPlugin, { deps });
    await app.register(notificationRoutes);
    await app.register(realtimeRoutes, { deps });
    await app.register(clientErrorRoutes);
    await app.register(qrCodeRoutes, { deps });
    await app.register(staffRoutes, { deps });
    await app.register(activationRoutes, { deps });
    await app.register(guardianRoutes, { deps });
    await app.register(subjectDetailRoutes, { deps });
    await app.register(testLocationRoutes);
    await app.register(vratTestRoutes);
    await app.register(musicRoutes, { deps });
    await app.register(musicProgrammeRoutes, { deps });
    await app.register(groupRoutes, { deps });
    await app.register(groupPlanRoutes, { deps });
    await app.register(groupPlanCheckRoutes, { deps });
    await app.register(trainerCredentialRoutes, { deps });
    await app.register(offlinePlanRoutes, { deps });
    await app.register(offlinePlanSessionRoutes, { deps });
    await app.register(offlinePlanStaticRoutes, { deps });
    await app.register(offlinePlanReportRoutes, { deps });
    await app.register(trainingPlanRoutes, { deps });
    await app.register(archiveRoutes, { deps });
    await app.register(depositRoutes, { deps });
    await app.register(orderRoutes, { deps });
    await app.register(quotaRoutes, { deps });
    await app.register(assessmentRoutes, { deps });
    await app.register(tenantRoutes, { deps });
    await app.register(contractUnlockRoutes, { deps });
    await app.register(hfsContractRoutes, { deps });
    await app.register(hfsResourceRoutes, { deps });
    await app.register(vratContractRoutes, { deps });
    await app.register(contractReminderRoutes, { deps });
    await app.register(contentRoutes, { deps });
    await app.register(trackRoutes, { deps });
    await app.register(programRoutes, { deps });
    await app.register(planRoutes);
    await app.register(musicContentRoutes);
    await app.register(musicListeningRoutes, { deps });
    await app.register(musicPlayedDetailsRoutes, { deps });
    await app.register(courseMusicLinkRoutes, { deps });
    await app.register(musicStatisticRoutes, { deps });
    await app.register(musicFeedbackRoutes, { deps });
    await app.register(vratConsumptionRoutes, { deps });
  },
  { name: 'atrium-server' },
);
