import type { Kysely } from 'kysely';

// Classes, schools' teachers, the school a teacher invited a student for, and a version on each mark so two teachers
// marking the same answer cannot silently undo each other.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  // A school's invitation of a teacher: pending until the teacher accepts; reject and remove set deleted.
  await db.schema
    .createTable('schoolTeachers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('schoolId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('teacherId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('school_teachers_pair', ['schoolId', 'teacherId'])
    .execute();
  // A teacher's schools (and their pending count on every /api/me).
  await db.schema
    .createIndex('school_teachers_teacher')
    .on('schoolTeachers')
    .columns(['teacherId', 'deleted'])
    .execute();

  // A class belongs to the account that made it (teacherId: a teacher or a school) and, when made for a school, to
  // that school too (schoolId), which then sees it.
  await db.schema
    .createTable('classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teacherId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('schoolId', 'text', (c) => c.references('profiles.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_teacher').on('classes').columns(['teacherId', 'deleted']).execute();
  await db.schema.createIndex('classes_school').on('classes').columns(['schoolId', 'deleted']).execute();

  await db.schema
    .createTable('classStudents')
    .addColumn('classId', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('studentId', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('classNumber', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('class_students_pk', ['classId', 'studentId'])
    .execute();

  await db.schema.alterTable('studentLinks').addColumn('schoolId', 'text').execute();
  await db.schema.createIndex('student_links_school').on('studentLinks').columns(['schoolId', 'deleted']).execute();

  await db.schema
    .alterTable('practiceQuestions')
    .addColumn('markVersion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // When the account was last prompted to invite a teacher (schools) or students (teachers).
  await db.schema.alterTable('profiles').addColumn('invitePromptedAt', 'bigint').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('invitePromptedAt').execute();
  await db.schema.alterTable('practiceQuestions').dropColumn('markVersion').execute();
  await db.schema.dropIndex('student_links_school').execute();
  await db.schema.alterTable('studentLinks').dropColumn('schoolId').execute();
  await db.schema.dropTable('classStudents').execute();
  await db.schema.dropTable('classes').execute();
  await db.schema.dropTable('schoolTeachers').execute();
}
