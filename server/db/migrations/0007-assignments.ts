import type { Kysely } from 'kysely';

// Assignments (learner part sections 3 and 4): a teacher's (or school's) paper for linked students. The assignment
// holds its own copies of its questions, so the teacher can reorder and edit them without touching the bank; each
// student's practice copies the assignment's questions in turn when the student starts it.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on the schema as it was, not on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teacherId', 'text', (c) => c.notNull().references('profiles.id'))
    // the school the teacher set it for (a school account's own assignments carry its id here too)
    .addColumn('schoolId', 'text')
    .addColumn('subjectId', 'text', (c) => c.notNull().references('subjects.id'))
    /** JSON: string[] ([] for a blank assignment) */
    .addColumn('chapterIds', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('noOfQuestions', 'integer', (c) => c.notNull())
    .addColumn('noOfMCQuestions', 'integer', (c) => c.notNull())
    .addColumn('noOfShortQuestions', 'integer', (c) => c.notNull())
    .addColumn('noOfLongQuestions', 'integer', (c) => c.notNull())
    .addColumn('timeLimit', 'integer', (c) => c.notNull())
    .addColumn('dueDate', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publishedAt', 'bigint')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  // A teacher's list, newest first; and "assignments made today" for the free limit.
  await db.schema
    .createIndex('assignments_teacher')
    .on('assignments')
    .columns(['teacherId', 'deleted', 'createdAt'])
    .execute();

  await db.schema
    .createTable('assignmentQuestions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignmentId', 'text', (c) => c.notNull().references('assignments.id'))
    // the order on the paper; rewritten whole on a reorder
    .addColumn('position', 'integer', (c) => c.notNull())
    // the bank question it was copied from (null for a question the teacher wrote)
    .addColumn('questionId', 'text')
    .addColumn('chapterId', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('totalScore', 'real', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('optionA', 'text')
    .addColumn('optionB', 'text')
    .addColumn('optionC', 'text')
    .addColumn('optionD', 'text')
    .addColumn('solution', 'text', (c) => c.notNull())
    .addColumn('correctAns', 'text')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('editedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('assignment_questions_assignment')
    .on('assignmentQuestions')
    .columns(['assignmentId', 'deleted', 'position'])
    .execute();

  await db.schema
    .createTable('assignmentStudents')
    .addColumn('assignmentId', 'text', (c) => c.notNull().references('assignments.id'))
    .addColumn('studentId', 'text', (c) => c.notNull().references('profiles.id'))
    // the student's practice of this assignment, once started (start is idempotent: one practice per pair)
    .addColumn('practiceId', 'text')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('assignment_students_pk', ['assignmentId', 'studentId'])
    .execute();
  // A student's assignments (their list and the menu badge).
  await db.schema
    .createIndex('assignment_students_student')
    .on('assignmentStudents')
    .columns(['studentId', 'deleted'])
    .execute();
  // The practices of an assignment (its results).
  await db.schema.createIndex('practices_assignment').on('practices').column('assignmentId').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('practices_assignment').execute();
  for (const table of ['assignmentStudents', 'assignmentQuestions', 'assignments'])
    await db.schema.dropTable(table).execute();
}
