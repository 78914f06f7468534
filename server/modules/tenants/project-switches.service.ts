import type { Tx } from '../../platform/db/database';
import type { ContractLine } from '../../platform/db/schema/index';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { PROJECT_SWITCH_RULES, projectOf, type SwitchRule } from './project-switch.rules';
import { withManagedTenant } from './tenant-access';
import {
  findOpenSubordinates,
  findProjectFeatures,
  findSwitchRecords,
  insertSwitchRecord,
  setProjectFeature,
  type TenantRow,
} from './tenants.repository';
import type { ProjectBody, SwitchRecord } from './tenants.schemas';

const NS = 'tenants:';

const projectNamed = (projectFeatureName: string): ContractLine => {
  const project = projectOf(projectFeatureName);
  if (!project)
    throw badRequest('Business:InvalidProjectFeature', `${NS}project-unknown`, { name: projectFeatureName });
  return project;
};

type Switching = { project: ContractLine; target: TenantRow; rule: SwitchRule };

/**
 * Runs `fn` on the target, the project and what this caller is allowed (the rule table decides,
 * never a role check here), with row-level security pointed at the target.
 */
const switching = <T>(tx: Tx, ctx: RequestContext, body: ProjectBody, fn: (s: Switching) => Promise<T>) => {
  const project = projectNamed(body.projectFeatureName);
  return withManagedTenant(tx, ctx, body.tenantId, ({ manager, target }) =>
    fn({ project, target, rule: PROJECT_SWITCH_RULES[manager.caller][project] }),
  );
};

const contactProjectManager = (project: ContractLine) =>
  new AppError(403, 'Business:ContactProjectManager', `${NS}contact-project-manager`, {
    project: `@${NS}projects.${project}`,
  });

const isOpen = async (tx: Tx, tenantId: string, project: ContractLine) =>
  (await findProjectFeatures(tx, [tenantId])).some((f) => f.name === project);

/** The before-close check: may the project be closed now, and what is the caller told if not. */
export const beforeCloseProject = async (tx: Tx, ctx: RequestContext, body: ProjectBody) =>
  switching(tx, ctx, body, async ({ project, target, rule }) => {
    const open = await findOpenSubordinates(tx, target.id, project);
    const warn = !rule.mayToggle || (open.length > 0 && rule.whenSubordinatesOpen === 'contactProjectManager');
    return {
      canClose: rule.mayToggle && open.length === 0,
      openSubordinates: warn ? [] : open.map((t) => ({ id: t.id, displayName: t.name })),
      contactProjectManager: warn,
    };
  });

const record = async (tx: Tx, ctx: RequestContext, tenantId: string, project: ContractLine, open: boolean) => {
  await setProjectFeature(tx, tenantId, project, open);
  await insertSwitchRecord(tx, { tenantId, project, operateType: open ? 'Open' : 'Close', operatorId: ctx.userId });
};

/** POST /api/business/tenant/openProject. */
export const openProject = async (tx: Tx, ctx: RequestContext, body: ProjectBody) =>
  switching(tx, ctx, body, async ({ project, target, rule }) => {
    if (!rule.mayToggle) throw contactProjectManager(project);
    if (await isOpen(tx, target.id, project))
      throw conflict('Business:ProjectAlreadyOpen', `${NS}project-already-open`);
    await record(tx, ctx, target.id, project, true);
    return { tenantId: target.id, project, status: true };
  });

/**
 * POST /api/business/tenant/closeProject. Refused while tenants below still have the project
 * open: their names are listed, or the caller is told to contact the project manager (spec 002 §8).
 */
export const closeProject = async (tx: Tx, ctx: RequestContext, body: ProjectBody) =>
  switching(tx, ctx, body, async ({ project, target, rule }) => {
    if (!rule.mayToggle) throw contactProjectManager(project);
    if (!(await isOpen(tx, target.id, project)))
      throw conflict('Business:ProjectAlreadyClosed', `${NS}project-already-closed`);
    const open = await findOpenSubordinates(tx, target.id, project);
    if (open.length > 0) {
      if (rule.whenSubordinatesOpen === 'contactProjectManager') {
        throw new AppError(409, 'Business:ContactProjectManager', `${NS}close-contact-project-manager`, {
          project: `@${NS}projects.${project}`,
        });
      }
      const names = open.map((t) => t.name);
      throw new AppError(
        409,
        'Business:ProjectOpenInSubordinates',
        `${NS}close-subordinates-open`,
        { project: `@${NS}projects.${project}`, names },
        () => ({ details: names.join('\n') }),
      );
    }
    await record(tx, ctx, target.id, project, false);
    return { tenantId: target.id, project, status: false };
  });

/** GET /api/business/tenant/projectSwitchRecords: the switch history (spec 002 §3 "Switch history"). */
export const projectSwitchRecords = async (tx: Tx, ctx: RequestContext, body: ProjectBody): Promise<SwitchRecord[]> => {
  const project = projectNamed(body.projectFeatureName);
  return withManagedTenant(tx, ctx, body.tenantId, async ({ target }) => {
    const rows = await findSwitchRecords(tx, target.id, project);
    return rows.map((r) => ({
      creationTime: r.createdAt.toISOString(),
      id: String(r.id),
      operatorName: r.operatorName || r.operatorUserName || '',
      operateType: r.operateType,
    }));
  });
};
