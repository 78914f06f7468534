import { AppError, type ValidationErrorInfo } from '../../platform/errors';
import type { Messenger } from '../../platform/messaging/messenger';
import type { FileStorage } from '../../platform/storage/file-storage';

// What the tenant services share: their adapters and the validation error of the tenant dialog.

export type TenantDeps = { storage: FileStorage; messenger: Messenger; publicUrl: string };

export const NS = 'tenants:';

export type Problem = { member: string; key: string };

export const invalid = (problems: Problem[]) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
      message: t(`${NS}${key}`),
      members: [member],
    }));
    return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
  });
