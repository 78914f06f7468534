import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// The static activities of a plan's session (nonePlaybook, spec 001 §3, §7).

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** One static activity of a session as the session card shows it. */
export const StaticActivityItem = Type.Object({
  id: Type.String(),
  num: Type.Integer(),
  position: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  /** The caller's language's name. */
  name: Type.String(),
  /** null not yet, true done. */
  hasDone: Nullable(Type.Boolean()),
  doneTime: Nullable(Type.String()),
  /** The caller may tick it now (writer, bound child, current session open). */
  isEdit: Type.Boolean(),
});
export type StaticActivityItem = Static<typeof StaticActivityItem>;

export const StaticActivityList = Type.Object({ items: Type.Array(StaticActivityItem) });

export const StaticActivityQuery = Type.Object({ planId: Uuid, num: Type.Integer({ minimum: 1, maximum: 200 }) });

/** POST nonePlaybook: tick (true) or untick (null or false) one static activity. */
export const StaticTickBody = Type.Object({
  planId: Uuid,
  id: Uuid,
  hasDone: Nullable(Type.Boolean()),
});
export type StaticTickBody = Static<typeof StaticTickBody>;
