import type { Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { storeThenRecord } from '../../platform/storage/file-storage';
import { type RequestContext } from '../../platform/tenancy';
import { LOGO_MAX_BYTES, sniffLogo } from './logo-image';
import { withManagedTenant } from './tenant-access';
import { updateTenant as writeTenant } from './tenants.repository';
import { NS, type TenantDeps } from './tenants.rules';

export const logoUrl = (tenantId: string, fileId: string) => `/api/business/tenant/logo/${tenantId}/${fileId}`;
const LOGO_PREFIX = 'tenant-logos';

/**
 * POST /api/business/tenant/tenantProfile/logo: an image, checked by its bytes, becomes the
 * tenant's logo. Answers the file and the storage key of the logo it replaced (removed by the
 * route after the commit).
 */
export const uploadLogo = async (
  tx: Tx,
  ctx: RequestContext,
  deps: TenantDeps,
  tenantId: string,
  file: { fileName: string; data: Buffer } | null,
) =>
  withManagedTenant(tx, ctx, tenantId, async ({ target }) => {
    if (!file || file.data.length === 0) throw badRequest('Business:FileMissing', `${NS}logo-missing`);
    if (file.data.length > LOGO_MAX_BYTES) {
      throw new AppError(413, 'Business:FileTooLarge', `${NS}logo-too-large`, { mb: LOGO_MAX_BYTES / 1024 / 1024 });
    }
    const kind = sniffLogo(file.data);
    if (!kind) throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}logo-type`);
    const url = await storeThenRecord(deps.storage, `${LOGO_PREFIX}/${target.id}`, file.data, async (storageKey) => {
      const stored = logoUrl(target.id, storageKey.split('/').pop()!);
      await writeTenant(tx, target.id, { logoUrl: stored });
      return stored;
    });
    const replaced = target.logoUrl ? storageKeyOf(target.logoUrl) : null;
    return { logo: { fileName: file.fileName || `logo.${kind.extension}`, url }, replacedKey: replaced };
  });

const LOGO_URL = /^\/api\/business\/tenant\/logo\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;
const storageKeyOf = (url: string) => {
  const match = LOGO_URL.exec(url);
  return match ? `${LOGO_PREFIX}/${match[1]}/${match[2]}` : null;
};

/** The bytes of a logo and their type (told again from the bytes). */
export const readLogo = async (deps: Pick<TenantDeps, 'storage'>, tenantId: string, fileId: string) => {
  const data = await deps.storage.get(`${LOGO_PREFIX}/${tenantId}/${fileId}`).catch(() => null);
  const kind = data ? sniffLogo(data) : null;
  if (!data || !kind) throw new AppError(404, 'NotFound', `${NS}logo-not-found`);
  return { data, contentType: kind.contentType };
};
