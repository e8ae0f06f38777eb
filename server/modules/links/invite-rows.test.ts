import { describe, expect, it } from 'vitest';
import type { ImportCommitResult, ImportPreview } from '../../../common/class-import';
import type { ClassView } from '../../../common/classes';
import type { StudentLinkView } from '../../../common/links';
import { createTestApp } from '../../test/app';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26, item 7: the invite-student dialog's several rows (all or none), and My students' assignment counts.

const DAY = 86_400_000;

async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const first = await test.make.user('student', { name: 'Chan Tai Man' });
  const second = await test.make.user('student', { name: 'Lee Siu Ming' });
  await test.app.db
    .updateTable('profiles')
    .set({ premiumTeacherQuantity: 1, premiumExpiry: null })
    .where('id', '=', teacher.id)
    .execute();
  const { call } = test;
  const students = async (user = teacher) =>
    ((await call(user, 'GET', '/api/students')).json() as { students: StudentLinkView[] }).students;
  return { ...test, teacher, first, second, call, students };
}

const row = (email: string, extra: Record<string, string> = {}) => ({ email, ...extra });

describe("the invite dialog's rows", () => {
  it('checks every row at once, writing nothing, and refuses them all when one is bad', async () => {
    const test = await setup();
    const before = await snapshotDatabase(test.app.db);
    const rows = [
      row(test.first.email, { className: '5A', classNumber: '3' }),
      row('not-an-email'),
      row(test.first.email.toUpperCase()),
      row('nobody@example.com'),
      row(test.second.email, { classNumber: '4' }),
    ];
    const checked = await test.call(test.teacher, 'POST', '/api/students/invite/check', { rows });
    expect(checked.statusCode, checked.body).toBe(200);
    const preview = checked.json() as ImportPreview;
    expect(preview.rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [1, 'existing', null],
      [2, 'error', 'invalid_email'],
      [3, 'error', 'import_duplicate_email'],
      [4, 'error', 'student_not_registered_yet'],
      [5, 'error', 'invalid_class_name'],
    ]);
    expect(preview.canCommit).toBe(false);

    // Sent anyway: refused whole with the first bad row, nothing written.
    const refused = await test.call(test.teacher, 'POST', '/api/students/invite', { rows });
    expect([refused.statusCode, refused.json().error.code, refused.json().error.params.row]).toEqual([
      400,
      'invalid_email',
      2,
    ]);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('invites every row in one request, each into its class, and makes accounts when asked', async () => {
    const test = await setup();
    const invited = await test.call(test.teacher, 'POST', '/api/students/invite', {
      rows: [row(test.first.email, { className: '5A', classNumber: '3' }), row(test.second.email)],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((invited.json() as ImportCommitResult).students.map((s) => [s.name, s.initialPassword])).toEqual([
      ['Chan Tai Man', null],
      ['Lee Siu Ming', null],
    ]);
    // Existing accounts are invited (they accept); the class holds the student it names.
    expect((await test.students()).map((s) => [s.displayName, s.accepted, s.className]).sort()).toEqual([
      ['Chan Tai Man', false, '5A'],
      ['Lee Siu Ming', false, ''],
    ]);
    const classes = ((await test.call(test.teacher, 'GET', '/api/classes')).json() as { classes: ClassView[] }).classes;
    expect(classes.map((c) => c.name)).toEqual(['5A']);

    // With "create new accounts": an address taken is refused on its row; new ones need a name and are linked.
    const taken = await test.call(test.teacher, 'POST', '/api/students/invite/check', {
      createAccount: true,
      rows: [row(test.first.email, { name: 'Someone' }), row('new@example.com')],
    });
    expect((taken.json() as ImportPreview).rows.map((r) => r.error)).toEqual(['email_existed', 'invalid_name']);
    const made = await test.call(test.teacher, 'POST', '/api/students/invite', {
      createAccount: true,
      rows: [row('new@example.com', { name: 'Ho Wai', className: '5A' })],
    });
    expect(made.statusCode, made.body).toBe(201);
    const [student] = (made.json() as ImportCommitResult).students;
    expect(student?.initialPassword).toMatch(/.{8,}/);
    const ho = (await test.students()).find((s) => s.email === 'new@example.com');
    expect([ho?.accepted, ho?.className]).toEqual([true, '5A']);
  });

  it('is for teachers only', async () => {
    const test = await setup();
    const res = await test.call(test.first, 'POST', '/api/students/invite', { rows: [row(test.second.email)] });
    expect(res.statusCode).toBe(403);
  });
});

describe("My students' assignment counts", () => {
  it('counts per student the pending, late and total of the caller’s published assignments', async () => {
    const test = await setup();
    const other = await test.make.user('teacher');
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    for (const student of [test.first, test.second]) {
      await test.make.link(test.teacher, student);
    }
    const assign = async (studentIds: string[], publish = true) => {
      const res = await test.call(test.teacher, 'POST', '/api/assignments', {
        mode: 'bank',
        subjectId: catalogue.subjectId,
        chapterIds: catalogue.chapterIds,
        locale: 'en',
        noOfMCQuestions: 1,
        timeLimit: 30,
        dueDate: Date.now() + 3 * DAY,
        studentIds,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: string };
      if (publish)
        expect((await test.call(test.teacher, 'POST', `/api/assignments/${id}/publish`)).statusCode).toBe(200);
      return id;
    };
    const both = [test.first.id, test.second.id];
    const dueAhead = await assign(both);
    const missed = await assign([test.first.id]);
    const handedInLate = await assign([test.first.id]);
    const onTime = await assign([test.first.id]);
    await assign(both, false);
    // The first student starts three; one is handed in after its due date, one before it.
    const finish = async (assignmentId: string, dueDate: number, finishedAt: number) => {
      const started = await test.call(test.first, 'POST', `/api/assignments/${assignmentId}/start`);
      expect(started.statusCode, started.body).toBe(200);
      await test.app.db.updateTable('assignments').set({ dueDate }).where('id', '=', assignmentId).execute();
      await test.app.db
        .updateTable('practices')
        .set({ finishedAt })
        .where('id', '=', (started.json() as { practiceId: string }).practiceId)
        .execute();
    };
    await finish(handedInLate, Date.now() - 2 * DAY, Date.now() - DAY);
    await finish(onTime, Date.now() + DAY, Date.now() - DAY);
    await test.app.db
      .updateTable('assignments')
      .set({ dueDate: Date.now() - DAY })
      .where('id', '=', missed)
      .execute();
    expect(dueAhead).toBeTruthy();

    const counts = Object.fromEntries((await test.students()).map((s) => [s.displayName, s.assignments]));
    expect(counts).toEqual({
      'Chan Tai Man': { pending: 1, late: 2, total: 4 },
      'Lee Siu Ming': { pending: 1, late: 0, total: 1 },
    });
    // Another teacher's list knows nothing of these.
    expect(await test.students(other)).toEqual([]);
  });
});
