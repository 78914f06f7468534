import type { Tx } from '../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { CULTURE_OF, languageOfCulture, translatorFor, type Language } from '../../platform/i18n';
import { PLATFORM_ADMIN_ROLE, type RequestContext } from '../../platform/tenancy';
import { currentPicture, listResumes } from '../account-settings/account-settings.service';
import { findProfile, listMemberships, listTenants, setChosenTenant, setCulture } from './account.repository';
import { landingRoute } from './landing';
import { findShowModuleFlag } from './landing.repository';
import { buildTenantTree } from './tenant-tree';
import type { TenantInfo } from './account.schemas';

export const getAccountInfo = async (tx: Tx, ctx: RequestContext) => {
  const profile = await findProfile(tx, ctx.userId);
  const picture = await currentPicture(tx, ctx);
  const resumes = await listResumes(tx, ctx);
  if (!profile) throw notFound('user');
  return {
    id: profile.id,
    userName: profile.userName,
    name: profile.name,
    gender: profile.gender,
    birthday: profile.birthday ?? '0001-01-01',
    countryCode: profile.countryCode,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    picture,
    resumes: resumes.map(({ id, fileName, url }) => ({ id, fileName, url })),
    roles: [...ctx.roles],
  };
};

export const getTenantInfo = async (tx: Tx, ctx: RequestContext, language: Language): Promise<TenantInfo> => {
  const t = translatorFor(language);
  const mine = await listMemberships(tx, ctx.userId);
  const allTenants = await listTenants(tx);
  const usable = mine.filter((m) => m.state === 'Effective' && m.tenantState === 'Effective');
  const canChangeList = ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)
    ? buildTenantTree(allTenants)
    : buildTenantTree(allTenants, new Set(usable.map((m) => m.tenantId)));
  return {
    canChangeList,
    centerList: mine.map((m) => ({
      id: m.id,
      tenantId: m.tenantId,
      displayName: m.tenantName,
      type: m.tenantType,
      state: m.state,
      roles: m.roles.map((name) => ({ name, displayName: t(`roles:${name}`, { defaultValue: name }) })),
    })),
    adminRoles: ctx.adminRoles.map((name) => ({ name })),
    tenantPermission: [...ctx.features].sort().map((name) => ({ frontPermission: { name } })),
    currentTenant: ctx.tenant ? { id: ctx.tenant.id, displayName: ctx.tenant.name, type: ctx.tenant.type } : null,
    grantedPermissions: [...ctx.permissions].sort(),
    landingRoute: landingRoute({
      adminRoles: ctx.adminRoles,
      effectiveMemberships: usable.length,
      tenantType: ctx.tenant?.type ?? null,
      permissions: ctx.permissions,
      showModuleFlag: await findShowModuleFlag(tx, ctx.userId),
    }),
  };
};

/** Remembers the tenant a user works in (the /system/choseRoles choice). */
export const chooseTenant = async (tx: Tx, ctx: RequestContext, tenantId: string) => {
  const membership = (await listMemberships(tx, ctx.userId)).find((m) => m.tenantId === tenantId);
  // The role named admin picks from the whole tree (canChangeList), member or not.
  if (!membership && ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) {
    if (!(await listTenants(tx)).some((tenant) => tenant.id === tenantId)) throw notFound('tenant');
    await setChosenTenant(tx, ctx.userId, tenantId);
    return;
  }
  if (!membership) throw forbidden('errors.not-a-member');
  if (membership.state !== 'Effective') {
    throw forbidden('errors.user-in-tenant-role-frozen', 'Business:UserInTenantRoleFrozen');
  }
  await setChosenTenant(tx, ctx.userId, tenantId);
};

export const getCulture = async (tx: Tx, ctx: RequestContext) => {
  const profile = await findProfile(tx, ctx.userId);
  if (!profile) throw notFound('user');
  return profile.culture;
};

export const CULTURES = Object.values(CULTURE_OF);

export const setUserCulture = async (tx: Tx, ctx: RequestContext, culture: string) => {
  if (!CULTURES.includes(culture as (typeof CULTURES)[number]))
    throw badRequest('UnknownLanguage', 'errors.language-unknown', { culture });
  await setCulture(tx, ctx.userId, culture);
  return languageOfCulture(culture);
};
