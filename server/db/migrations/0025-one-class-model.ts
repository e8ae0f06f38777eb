import { randomInt, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Issue 26: one notion of class. Until now a class typed in an invitation or a class list was a label on the link
// (studentLinks.className, classNumber) while My classes held `classes` rows: a student invited into "5A" was missing
// from the class "5A". From here a class is a `classes` row and the class number lives with the membership
// (classStudents.classNumber). This migration
// - gives each class `nameKey`, what names are matched by (case, width and whitespace ignored), and merges live classes
//   of one owner and school whose names match (the oldest stays; the others' students join it, then they are deleted);
// - turns every live link's label into a membership of the class of that name of the link's teacher (in the school the
//   link is for; a school's own links: the school's), making the class where none matches;
// - gives every live class a join code (`joinCode`, unique among live classes; null: joining by code is off);
// - drops the labels, so nothing reads them again.
// The key and the code are computed here rather than imported, so that a later change to the app's rules cannot change
// what this migration did.

const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

interface ClassRow {
  id: string;
  teacherId: string;
  schoolId: string | null;
  name: string;
  createdAt: number | string;
}

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
type AnyDb = Kysely<any>;

const scopeOf = (teacherId: string, schoolId: string | null, key: string) => `${teacherId}\n${schoolId ?? ''}\n${key}`;

/** Puts a student in a class; a number given fills an empty one, never overwrites one. */
async function addMember(db: AnyDb, classId: string, studentId: string, classNumber: string) {
  const found = await db
    .selectFrom('classStudents')
    .select('classNumber')
    .where('classId', '=', classId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  if (!found) {
    await db.insertInto('classStudents').values({ classId, studentId, classNumber }).execute();
  } else if (!found.classNumber && classNumber) {
    await db
      .updateTable('classStudents')
      .set({ classNumber })
      .where('classId', '=', classId)
      .where('studentId', '=', studentId)
      .execute();
  }
}

/** Every live class keyed by owner, school and name key; live duplicates merged into the oldest. */
async function keyAndMergeClasses(db: AnyDb, now: number): Promise<Map<string, string>> {
  const rows = (await db
    .selectFrom('classes')
    .select(['id', 'teacherId', 'schoolId', 'name', 'createdAt'])
    .where('deleted', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()) as ClassRow[];
  const kept = new Map<string, string>();
  for (const row of rows) {
    const key = nameKey(row.name);
    await db.updateTable('classes').set({ nameKey: key }).where('id', '=', row.id).execute();
    const scope = scopeOf(row.teacherId, row.schoolId, key);
    const keeper = kept.get(scope);
    if (!keeper) {
      kept.set(scope, row.id);
      continue;
    }
    const members = await db
      .selectFrom('classStudents')
      .select(['studentId', 'classNumber'])
      .where('classId', '=', row.id)
      .execute();
    for (const member of members) await addMember(db, keeper, member.studentId, member.classNumber);
    await db.updateTable('classes').set({ deleted: 1, updatedAt: now }).where('id', '=', row.id).execute();
  }
  // Deleted classes get their key too: the column is read as always set.
  const deleted = await db.selectFrom('classes').select(['id', 'name']).where('nameKey', 'is', null).execute();
  for (const row of deleted) {
    await db
      .updateTable('classes')
      .set({ nameKey: nameKey(row.name) })
      .where('id', '=', row.id)
      .execute();
  }
  return kept;
}

/** Each live link's label becomes a membership of its teacher's class of that name. */
async function labelsToMemberships(db: AnyDb, kept: Map<string, string>, now: number) {
  const links = await db
    .selectFrom('studentLinks')
    .innerJoin('profiles as teacher', 'teacher.id', 'studentLinks.teacherId')
    .select([
      'studentLinks.teacherId',
      'studentLinks.studentId',
      'studentLinks.schoolId',
      'studentLinks.className',
      'studentLinks.classNumber',
      'studentLinks.createdAt',
      'teacher.isSchool',
    ])
    .where('studentLinks.deleted', '=', 0)
    .where('studentLinks.className', '<>', '')
    .orderBy('studentLinks.createdAt')
    .orderBy('studentLinks.id')
    .execute();
  for (const link of links) {
    const name = String(link.className).trim();
    const key = nameKey(name);
    if (!key) continue;
    // A school's own students are in the school's classes, as a school's classes belong to it (schoolId = itself).
    const schoolId = link.isSchool === 1 ? link.teacherId : link.schoolId;
    const scope = scopeOf(link.teacherId, schoolId, key);
    let classId = kept.get(scope);
    if (!classId) {
      classId = randomUUID();
      await db
        .insertInto('classes')
        .values({
          id: classId,
          teacherId: link.teacherId,
          schoolId,
          name,
          nameKey: key,
          deleted: 0,
          createdAt: Number(link.createdAt),
          updatedAt: now,
        })
        .execute();
      kept.set(scope, classId);
    }
    await addMember(db, classId, link.studentId, String(link.classNumber).trim());
  }
}

async function giveJoinCodes(db: AnyDb) {
  const rows = await db.selectFrom('classes').select('id').where('deleted', '=', 0).execute();
  const taken = new Set<string>();
  for (const row of rows) {
    let code = newCode();
    while (taken.has(code)) code = newCode();
    taken.add(code);
    await db.updateTable('classes').set({ joinCode: code }).where('id', '=', row.id).execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  const now = Date.now();
  await db.schema.alterTable('classes').addColumn('nameKey', 'text').execute();
  await db.schema.alterTable('classes').addColumn('joinCode', 'text').execute();
  const kept = await keyAndMergeClasses(db, now);
  await labelsToMemberships(db, kept, now);
  await giveJoinCodes(db);
  // One live class of a name per owner and school: what makes "put the student in 5A" mean one class, even when two
  // invitations into a new "5A" arrive at once. Both engines take an expression and a condition in an index.
  await sql`create unique index "classes_owner_name" on "classes" ("teacherId", coalesce("schoolId", ''), "nameKey") where "deleted" = 0`.execute(
    db,
  );
  await sql`create unique index "classes_join_code" on "classes" ("joinCode") where "deleted" = 0`.execute(db);
  await db.schema.createIndex('class_students_student').on('classStudents').column('studentId').execute();
  await db.schema.alterTable('studentLinks').dropColumn('className').execute();
  await db.schema.alterTable('studentLinks').dropColumn('classNumber').execute();
}

/** Back to labels: each link gets the name and number of one class of its teacher holding the student. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('studentLinks')
    .addColumn('className', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('studentLinks')
    .addColumn('classNumber', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const members = await db
    .selectFrom('classStudents')
    .innerJoin('classes', 'classes.id', 'classStudents.classId')
    .select(['classes.teacherId', 'classes.name', 'classStudents.studentId', 'classStudents.classNumber'])
    .where('classes.deleted', '=', 0)
    .orderBy('classes.createdAt')
    .execute();
  for (const member of members) {
    await db
      .updateTable('studentLinks')
      .set({ className: member.name, classNumber: member.classNumber })
      .where('teacherId', '=', member.teacherId)
      .where('studentId', '=', member.studentId)
      .where('className', '=', '')
      .execute();
  }
  await db.schema.dropIndex('class_students_student').execute();
  await db.schema.dropIndex('classes_join_code').execute();
  await db.schema.dropIndex('classes_owner_name').execute();
  await db.schema.alterTable('classes').dropColumn('joinCode').execute();
  await db.schema.alterTable('classes').dropColumn('nameKey').execute();
}
