import { readdirSync, readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GatewayContext } from './context';
import { accountResolvers } from './resolvers/account';
import { accountSettingsResolvers } from './resolvers/account-settings';
import { checkInResolvers } from './resolvers/check-ins';
import { clientErrorResolvers } from './resolvers/client-errors';
import { menuResolvers } from './resolvers/menus';
import { notificationResolvers } from './resolvers/notifications';
import { subjectResolvers } from './resolvers/subjects';
import { qrCodeResolvers } from './resolvers/qr-codes';
import { realtimeResolvers } from './resolvers/realtime';
import { sentMessageResolvers } from './resolvers/sent-messages';
import { staffResolvers } from './resolvers/staff';
import { activationResolvers } from './resolvers/activation';
import { guardianResolvers } from './resolvers/guardians';
import { subjectDetailResolvers } from './resolvers/subject-detail';
import { testLocationResolvers } from './resolvers/test-locations';
import { vratTestResolvers } from './resolvers/vrat-tests';
import { musicResolvers } from './resolvers/music';
import { musicProgrammeResolvers } from './resolvers/music-programme';
import { musicListeningResolvers } from './resolvers/music-listening';
import { musicStatisticResolvers } from './resolvers/music-statistics';
import { musicFeedbackResolvers } from './resolvers/music-feedback';
import { musicPlayedDetailsResolvers } from './resolvers/music-played-details';
import { courseMusicResolvers } from './resolvers/course-music';
import { groupResolvers } from './resolvers/groups';
import { offlinePlanResolvers } from './resolvers/offline-plans';
import { groupPlanResolvers } from './resolvers/group-plans';
import { groupPlanFeedbackResolvers } from './resolvers/group-plan-feedback';
import { groupPlanCheckResolvers } from './resolvers/group-plan-checks';
import { trainerCredentialResolvers } from './resolvers/trainer-credentials';
import { archiveResolvers } from './resolvers/archives';
import { hfsContractResolvers } from './resolvers/hfs-contracts';
import { depositResolvers } from './resolvers/deposits';
import { orderResolvers } from './resolvers/orders';
import { quotaResolvers } from './resolvers/quotas';
import { assessmentResolvers } from './resolvers/assessments';
import { tenantResolvers } from './resolvers/tenants';
import { contractLockResolvers } from './resolvers/contract-lock';
import { hfsResourceResolvers } from './resolvers/hfs-resources';
import { vratContractResolvers } from './resolvers/vrat-contracts';
import { contractWarningResolvers } from './resolvers/contract-warnings';
import { contentResolvers } from './resolvers/content';
import { contentReminderResolvers } from './resolvers/content-reminder';
import { contentPartResolvers } from './resolvers/content-parts';
import { contentTrackResolvers } from './resolvers/content-track';
import { contentProgramResolvers } from './resolvers/content-program';
import { contentPlanResolvers } from './resolvers/content-plans';
import { contentMusicResolvers } from './resolvers/content-music';
import { trainingPlanResolvers } from './resolvers/training-plans';
import { offlinePlanSessionResolvers } from './resolvers/offline-plan-session';
import { offlinePlanReportResolvers } from './resolvers/offline-plan-report';
import { offlinePlanStaticResolvers } from './resolvers/offline-plan-static';
import { offlinePlanCostResolvers } from './resolvers/offline-plan-costs';
import { calendarResolvers } from './resolvers/calendar';

const SDL_DIR = new URL('../graphql/', import.meta.url);

/** The SDL in graphql/ (one file per domain) with one resolver map per domain. */
export const typeDefs = readdirSync(SDL_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(new URL(file, SDL_DIR), 'utf8'));

// Typed as a plain schema: the same one serves Yoga (HTTP) and graphql-ws, whose contexts differ.
export const schema: GraphQLSchema = createSchema<GatewayContext>({
  typeDefs,
  resolvers: [
    accountResolvers,
    accountSettingsResolvers,
    subjectResolvers,
    qrCodeResolvers,
    clientErrorResolvers,
    menuResolvers,
    sentMessageResolvers,
    realtimeResolvers,
    checkInResolvers,
    notificationResolvers,
    staffResolvers,
    activationResolvers,
    guardianResolvers,
    subjectDetailResolvers,
    testLocationResolvers,
    vratTestResolvers,
    musicResolvers,
    musicProgrammeResolvers,
    groupResolvers,
    offlinePlanResolvers,
    archiveResolvers,
    hfsContractResolvers,
    depositResolvers,
    orderResolvers,
    quotaResolvers,
    assessmentResolvers,
    tenantResolvers,
    contractLockResolvers,
    hfsResourceResolvers,
    vratContractResolvers,
    contractWarningResolvers,
    contentResolvers,
    contentReminderResolvers,
    contentPartResolvers,
    contentTrackResolvers,
    contentProgramResolvers,
    contentPlanResolvers,
    contentMusicResolvers,
    trainingPlanResolvers,
    offlinePlanSessionResolvers,
    offlinePlanReportResolvers,
    offlinePlanStaticResolvers,
    offlinePlanCostResolvers,
    calendarResolvers,
    groupPlanResolvers,
    groupPlanFeedbackResolvers,
    groupPlanCheckResolvers,
    trainerCredentialResolvers,
    musicListeningResolvers,
    musicStatisticResolvers,
    musicFeedbackResolvers,
    musicPlayedDetailsResolvers,
    courseMusicResolvers,
  ],
});
