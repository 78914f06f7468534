import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../server/platform/db/database';

/** How many children, and how they are spread: one large centre and many ordinary ones. */
export type Population = { total: number; largeCentre: number; perCentre: number; day: string };

export type Populated = {
  largeCentreId: string;
  userId: string;
  subjectId: string;
  coachName: string;
  schoolName: string;
};

// Names, schools and remarks drawn in SQL from fixed lists by row number, so that populating a
// million rows is a few set-based statements rather than a million round trips.
const CHINESE_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡'];
const CHINESE_GIVEN = ['子涵', '欣怡', '梓萱', '浩然', '宇轩', '一诺', '思远', '雨桐', '俊杰', '诗涵', '明轩', '若曦'];
const LATIN_GIVEN = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Leo', 'Zoe', 'Ryan'];
const LATIN_SURNAMES = ['Smith', 'Chan', 'Wong', 'Lee', 'Garcia', 'Cohen', 'Levi', 'Brown', 'Tan', 'Ho', 'Lin', 'Ng'];
const REMARKS = [
  '需要家长陪同',
  'prefers mornings',
  '注意力训练重点',
  'sibling also enrolled',
  '对声音敏感',
  'allergic to nuts',
];

const array = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/**
 * Fills an empty, migrated database with `total` children: `largeCentre` of them in one centre,
 * the rest in centres of `perCentre`, with schools, one coach each (of 200), remarks on a third,
 * statuses as in real centres (mostly Bind), and some checked in on `day`.
 */
export const populate = async (db: Database, p: Population): Promise<Populated> =>
  db.privileged(async (tx) => {
    const others = Math.ceil((p.total - p.largeCentre) / p.perCentre);
    await tx.execute(sql`
      insert into tenants (name, type)
      select case when g = 0 then 'Bench Large Centre' else 'Bench Centre ' || g end, 'Center'
      from generate_series(0, ${others}::int) g`);
    await tx.execute(sql`
      insert into schools (name, nature, city)
      select 'Bench School ' || g, case when g % 2 = 0 then 'Public' else 'Private' end, 'Shenzhen'
      from generate_series(1, 50) g`);
    // Coaches: global users. Their password hash is never used (nobody signs in here).
    await tx.execute(sql`
      insert into users (user_name, password_hash, name)
      select 'bench.coach.' || g, 'x',
        case when g % 2 = 0 then (${array(CHINESE_SURNAMES)})[1 + g % 15] || (${array(CHINESE_GIVEN)})[1 + g % 12]
             else (${array(LATIN_GIVEN)})[1 + g % 12] || ' ' || (${array(LATIN_SURNAMES)})[1 + (g / 12) % 12] end
      from generate_series(1, 200) g`);
    // Row n of the whole population: the first largeCentre go to the large centre.
    await tx.execute(sql`
      with centres as (
        select id, row_number() over (order by (name = 'Bench Large Centre') desc, name) - 1 as k
        from tenants where name like 'Bench %Centre%'
      ),
      school_ids as (select id, row_number() over (order by name) as k from schools where name like 'Bench School %'),
      rows as (
        select n,
          case when n <= ${p.largeCentre}::int then 0 else 1 + (n - ${p.largeCentre}::int - 1) / ${p.perCentre}::int end as centre
        from generate_series(1, ${p.total}::int) n
      )
      insert into subjects (tenant_id, name, birthday, gender, outpatient_number, remark, school_id, grade_name, status, created_at)
      select c.id,
        case when n % 3 = 0 then (${array(LATIN_GIVEN)})[1 + (n / 3) % 12] || ' ' || (${array(LATIN_SURNAMES)})[1 + (n / 36) % 12]
             else (${array(CHINESE_SURNAMES)})[1 + (n / 3) % 15] || (${array(CHINESE_GIVEN)})[1 + (n / 45) % 12] end,
        date '2012-01-01' + (n % 4000),
        case when n % 2 = 0 then 'Male' else 'Female' end,
        'MZ' || lpad(n::text, 8, '0'),
        case when n % 3 = 1 then (${array(REMARKS)})[1 + n % 6] end,
        case when n % 10 < 7 then (select s.id from school_ids s where s.k = 1 + n % 50) end,
        case when n % 10 < 7 then (1 + n % 12)::text end,
        case when n % 100 < 90 then 'Bind' when n % 100 < 96 then 'Unbind' else 'Logout' end,
        now() - make_interval(mins => (${p.total}::int - n))
      from rows r join centres c on c.k = r.centre`);
    await tx.execute(sql`
      with coaches as (select id, row_number() over (order by user_name) as k from users where user_name like 'bench.coach.%')
      insert into subject_coaches (tenant_id, subject_id, coach_user_id)
      select s.tenant_id, s.id, c.id
      from subjects s join coaches c on c.k = 1 + (abs(hashtext(s.id::text)) % 200)`);
    const [large] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from tenants where name = 'Bench Large Centre'`),
    );
    const [coach] = rowsOf<{ id: string; name: string }>(
      await tx.execute(sql`select id, name from users where user_name = 'bench.coach.7'`),
    );
    // A few hundred children in the large centre are in today.
    await tx.execute(sql`
      insert into check_ins (tenant_id, subject_id, day, checked_in_by)
      select tenant_id, id, ${p.day}::date, ${coach!.id}::uuid from subjects
      where tenant_id = ${large!.id}::uuid and status = 'Bind' order by created_at desc limit 300`);
    const [subject] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from subjects where tenant_id = ${large!.id}::uuid order by created_at limit 1 offset 5000`,
      ),
    );
    await tx.execute(sql`analyze`);
    return {
      largeCentreId: large!.id,
      userId: coach!.id,
      subjectId: subject!.id,
      coachName: coach!.name,
      schoolName: 'Bench School 1',
    };
  });
