import { randomUUID } from 'node:crypto';
import type { PublicConfig } from '../../common/config';
import { findUserIdByEmail, updateProfile } from '../auth/queries';
import type { AppContext, DbContext } from '../context';
import type { Db } from '../db/index';
import { inTransaction } from '../events/hooks';
import { placeInClass } from '../modules/classes/service';
import { findLink, insertLink } from '../modules/links/queries';
import { ensureDemoPractice } from './demo-practice';

/** Shared by every demo account and shown on the sign-in page while they exist. Never set DEMO_ACCOUNTS in production. */
export const DEMO_PASSWORD = 'paperwise-demo';
const DEMO_DOMAIN = '@paperwise.local';

type DemoRole = PublicConfig['demoAccounts'][number]['role'];

const demoAccounts: Array<{ email: string; name: string; role: DemoRole }> = [
  { email: `demo-student${DEMO_DOMAIN}`, name: 'Demo Student', role: 'student' },
  { email: `demo-teacher${DEMO_DOMAIN}`, name: 'Demo Teacher', role: 'teacher' },
  { email: `demo-school${DEMO_DOMAIN}`, name: 'Demo School', role: 'school' },
  { email: `demo-admin${DEMO_DOMAIN}`, name: 'Demo Admin', role: 'admin' },
  { email: `demo-superadmin${DEMO_DOMAIN}`, name: 'Demo Super-admin', role: 'super-admin' },
];

/**
 * Creates the demo accounts that do not exist yet, and links the demo teacher and school to the demo student (as if
 * the student had accepted), who has one finished paper, so both sides of a teacher link can be tried at once. Admin roles are set directly: no
 * route can grant them.
 */
export async function ensureDemoAccounts(ctx: Pick<AppContext, 'db' | 'hooks' | 'auth'>): Promise<number> {
  const { db, auth } = ctx;
  let created = 0;
  for (const account of demoAccounts) {
    if (await findUserIdByEmail(db, account.email)) continue;
    const { user } = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: DEMO_PASSWORD },
    });
    await updateProfile(db, user.id, {
      role: account.role === 'school' ? 'teacher' : account.role,
      isSchool: account.role === 'school' ? 1 : 0,
      isDemo: 1,
    });
    created++;
  }
  await linkDemoStudent(ctx);
  return created;
}

async function linkDemoStudent(ctx: DbContext) {
  const { db } = ctx;
  const student = await findUserIdByEmail(db, `demo-student${DEMO_DOMAIN}`);
  if (!student) return;
  await ensureDemoPractice(ctx, student.id);
  for (const teacher of ['demo-teacher', 'demo-school']) {
    const found = await findUserIdByEmail(db, `${teacher}${DEMO_DOMAIN}`);
    if (!found || (await findLink(db, found.id, student.id))) continue;
    const now = Date.now();
    await inTransaction(ctx, async (tx) => {
      await insertLink(tx.db, {
        id: randomUUID(),
        teacherId: found.id,
        studentId: student.id,
        accepted: 1,
        deleted: 0,
        createdAt: now,
        updatedAt: now,
      });
      // In class 5A, number 1 (a school's class belongs to the school).
      const schoolId = teacher === 'demo-school' ? found.id : null;
      const place = { teacherId: found.id, schoolId, className: '5A', classNumber: '1', studentId: student.id };
      await placeInClass(tx, place, now);
    });
  }
}

export async function findDemoAccounts(db: Db): Promise<PublicConfig['demoAccounts']> {
  const rows = await db
    .selectFrom('profiles')
    .select(['email', 'role', 'isSchool'])
    .where('isDemo', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const order = demoAccounts.map((account) => account.email);
  return rows
    .filter((row) => order.includes(row.email))
    .sort((a, b) => order.indexOf(a.email) - order.indexOf(b.email))
    .map((row) => ({
      email: row.email,
      role: (row.role === 'teacher' && row.isSchool === 1 ? 'school' : row.role) as DemoRole,
    }));
}
