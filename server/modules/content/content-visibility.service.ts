import { CONTENT_STATUSES, type ContentStatus } from '../../../machines/content-status.machine';
import { CONTENT_EDITOR_ROLES } from '../../platform/db/schema/index';
import { forbidden } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';

/**
 * What a caller may see of the content library. The one place that decides it (issue 18 item 3):
 * every read of every kind asks this function and passes its answer to the repository, so the
 * resource grants of spec 002 §2 ("grants for course, assessment, plans, idt music") slot in here
 * as one more field (the granted ids of the caller's tenant) without touching a route or a kind.
 */
export type ContentReader =
  | { edits: true; statuses: readonly ContentStatus[] }
  | { edits: false; statuses: readonly ContentStatus[]; tenantId: string };

/** Whether the caller holds a platform role that edits content (the same list as the write policies). */
export const editsContent = (ctx: RequestContext): boolean =>
  ctx.adminRoles.some((role) => (CONTENT_EDITOR_ROLES as readonly string[]).includes(role));

/**
 * Editors see every status; a centre's people see what is Public; anyone else (another platform
 * role, an enterprise or area) is refused with 403 in the spec's error shape.
 */
export const contentReaderOf = (ctx: RequestContext): ContentReader => {
  if (editsContent(ctx)) return { edits: true, statuses: CONTENT_STATUSES };
  if (ctx.tenant?.type === 'Center') return { edits: false, statuses: ['Public'], tenantId: ctx.tenant.id };
  throw forbidden();
};

/** The caller, who must be an editor: the first line of every write. */
export const requireContentEditor = (ctx: RequestContext): void => {
  if (!editsContent(ctx)) throw forbidden();
};

/** Whether `reader` may see an item in `status` (a single item's read). */
export const readerSees = (reader: ContentReader, status: ContentStatus): boolean => reader.statuses.includes(status);
