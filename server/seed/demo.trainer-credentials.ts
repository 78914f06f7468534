// Sunrise's trainer credentials (spec 002 §3 "Credential (certificate)"; issue 19's
// checkCertificateState): most staff hold one in effect, `coach` holds one that expired three weeks
// before the seed day (starting a session warns them on a first start), `kevin.liu` holds none.
// Dated from the seed day in the centre's time zone.
import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import { tenants, trainerCredentials, users } from '../platform/db/schema/index';

const CENTRE = 'Sunrise Centre';
const MODULE = 'HFS Attention Trainer';
const CERTIFIER = 'Bright Minds Group';

/** userName → credential: how long before the seed day it began, days it still runs (negative: ended), its code. */
const HOLDERS: readonly { userName: string; code: string; from: { months: number }; to: { days: number } }[] = [
  { userName: 'centeradmin', code: 'HFS-T-2025-0001', from: { months: 18 }, to: { days: 540 } },
  { userName: 'coach', code: 'HFS-T-2024-0007', from: { months: 24 }, to: { days: -21 } },
  { userName: 'trainer', code: 'HFS-T-2025-0012', from: { months: 10 }, to: { days: 400 } },
  { userName: 'multirole', code: 'HFS-T-2025-0015', from: { months: 8 }, to: { days: 460 } },
  { userName: 'liuyang', code: 'HFS-T-2025-0021', from: { months: 6 }, to: { days: 300 } },
  { userName: 'wangfang', code: 'HFS-T-2026-0003', from: { months: 4 }, to: { days: 610 } },
  { userName: 'emily.zhang', code: 'HFS-T-2026-0008', from: { months: 3 }, to: { days: 640 } },
  { userName: 'lina', code: 'HFS-T-2026-0011', from: { months: 2 }, to: { days: 700 } },
];

export const seedDemoTrainerCredentials = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const today = DateTime.fromJSDate(options.now ?? new Date())
    .setZone(options.timeZone)
    .startOf('day');
  await db.privileged(async (tx) => {
    const [centre] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, CENTRE));
    if (!centre) return;
    const staff = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(
        inArray(
          users.userName,
          HOLDERS.map((h) => h.userName),
        ),
      );
    const idOf = new Map(staff.map((u) => [u.userName, u.id]));
    const rows = HOLDERS.flatMap((holder) => {
      const trainerId = idOf.get(holder.userName);
      if (!trainerId) return [];
      const start = today.minus(holder.from);
      const end = today.plus(holder.to).endOf('day');
      return [
        {
          tenantId: centre.id,
          trainerId,
          trainingModule: MODULE,
          credentialsCode: holder.code,
          certifier: CERTIFIER,
          startTime: start.toJSDate(),
          endTime: end.toJSDate(),
          // Recorded as issued: an expired one reads Expired by its end (002 §4).
          certificateStatus: 'InEffect' as const,
          createdAt: start.minus({ days: 3 }).toJSDate(),
        },
      ];
    });
    if (rows.length > 0) await tx.insert(trainerCredentials).values(rows);
  });
};
