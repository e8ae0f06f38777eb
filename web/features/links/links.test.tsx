import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeacherLinkView } from '../../../common/links';
import { changeLanguage } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { describedText, field, type } from '../../test/fields';
import { bodyOf, makeMe, makeStudentLink, requests, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { InviteStudentDialog } from './InviteStudentDialog';
import { MyStudentsPage } from './MyStudentsPage';
import { MyTeachersPage } from './MyTeachersPage';

const EMAIL = /^Student's email/;

/** The invitation's answer: Ben, who already has an account (no first password), in no class. */
const benInvited = {
  students: [{ name: 'Ben Wong', email: 'ben@example.com', className: '', classNumber: '', initialPassword: null }],
  classes: 0,
};

function teacherLink(overrides: Partial<TeacherLinkView> = {}): TeacherLinkView {
  return {
    teacherId: 'teacher-1',
    email: 'mr.lee@example.com',
    displayName: 'Mr Lee',
    avatarUrl: null,
    isSchool: false,
    accepted: false,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

describe('InviteStudentDialog', () => {
  it('checks the e-mail, the class fields and, for a new account, the name before asking the server', async () => {
    const fetch = stubApi({});
    renderWithProviders(<InviteStudentDialog opened onClose={() => {}} />);

    type(EMAIL, 'ben@');
    type(/^Class name/, 'x'.repeat(41));
    fireEvent.click(screen.getByRole('switch', { name: /Create a new account/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(describedText(field(EMAIL))).toContain('Invalid email'));
    expect(describedText(field(/^Class name/))).toContain('Invalid class name');
    expect(describedText(field(/^Student's name/))).toContain('Invalid name');
    expect(describedText(field(/^Class number/))).not.toContain('Invalid');
    // Nothing is sent (the profile is read, for the school field).
    expect(requests(fetch).filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('takes a message away once its field is changed, not only on the next send', async () => {
    stubApi({});
    renderWithProviders(<InviteStudentDialog opened onClose={() => {}} />);
    type(EMAIL, 'ben@');
    type(/^Class name/, 'x'.repeat(41));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(describedText(field(EMAIL))).toContain('Invalid email'));

    type(EMAIL, 'ben@example.com');
    expect(describedText(field(EMAIL))).not.toContain('Invalid email');
    expect(field(EMAIL).getAttribute('aria-invalid')).not.toBe('true');
    // The other field keeps its message until it is changed too.
    expect(describedText(field(/^Class name/))).toContain('Invalid class name');
    type(/^Class name/, '5A');
    expect(describedText(field(/^Class name/))).not.toContain('Invalid class name');
  });

  it('shows the field errors in Traditional Chinese when the interface is Chinese', async () => {
    await changeLanguage('zh');
    stubApi({});
    renderWithProviders(<InviteStudentDialog opened onClose={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: '發出邀請' }));

    await waitFor(() => expect(describedText(field(/^學生電郵/))).toContain('電郵地址無效'));
  });

  it('tells on the e-mail field to switch on a new account when nobody has the address', async () => {
    const fetch = stubApi({
      'POST /api/students/invite': {
        status: 400,
        body: {
          error: { code: 'student_not_registered_yet', message: 'Student not registered yet', params: { row: 1 } },
        },
      },
      'POST /api/students/invite/check': { status: 200, body: preview([['student_not_registered_yet']]) },
    });
    renderWithProviders(<InviteStudentDialog opened onClose={() => {}} />);

    type(EMAIL, 'Ben@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(describedText(field(EMAIL))).toContain('Switch on “Create a new account” to make one for the student.'),
    );
    expect(bodyOf(fetch, 'POST /api/students/invite')).toEqual({
      schoolId: null,
      createAccount: false,
      rows: [{ email: 'ben@example.com', name: '', className: '', classNumber: '' }],
    });
    // Switching it on answers the message, which goes away.
    fireEvent.click(screen.getByRole('switch', { name: /Create a new account/ }));
    expect(describedText(field(EMAIL))).not.toContain('Create a new account');
  });

  it('shows a new account’s password once, with a copy button, and closes only on Done', async () => {
    const onClose = vi.fn();
    const fetch = stubApi({
      'POST /api/students/invite': {
        status: 201,
        body: {
          students: [
            {
              name: 'Ben Wong',
              email: 'ben@example.com',
              className: '5A',
              classNumber: '12',
              initialPassword: 'kX9-pT4m-Qa',
            },
          ],
          classes: 1,
        },
      },
    });
    renderWithProviders(<InviteStudentDialog opened onClose={onClose} />);

    type(EMAIL, 'ben@example.com');
    type(/^Class name/, ' 5A ');
    type(/^Class number/, '12');
    fireEvent.click(screen.getByRole('switch', { name: /Create a new account/ }));
    type(/^Student's name/, 'Ben Wong');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('kX9-pT4m-Qa')).toBeTruthy();
    expect(screen.getByText(/We made an account for ben@example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(bodyOf(fetch, 'POST /api/students/invite')).toEqual({
      schoolId: null,
      createAccount: true,
      rows: [{ email: 'ben@example.com', name: 'Ben Wong', className: '5A', classNumber: '12' }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reads `me` again after inviting, so the shell\'s "no students yet" prompt goes', async () => {
    const fetch = stubApi({
      'GET /api/me': { status: 200, body: makeMe({ role: 'teacher' }) },
      'POST /api/students/invite': {
        status: 201,
        body: benInvited,
      },
    });
    renderWithProviders(
      <>
        <InviteStudentDialog opened onClose={() => {}} />
        <MeReader />
      </>,
    );
    await waitFor(() => expect(requests(fetch)).toContain('GET /api/me'));

    type(EMAIL, 'ben@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(requests(fetch).filter((request) => request === 'GET /api/me')).toHaveLength(2));
  });

  it.each([
    ['en', 'Invite my child', /^Child's email/, 'Add another child'],
    ['zh', '邀請子女', /^子女電郵/, '再加一位子女'],
  ] as const)(
    "a parent's dialog invites their children, with no class (%s)",
    async (language, title, email, addRow) => {
      await changeLanguage(language);
      stubApi({
        'GET /api/me': { status: 200, body: makeMe({ role: 'teacher', isParent: true, parentTeaching: false }) },
      });
      renderWithProviders(<InviteStudentDialog opened onClose={() => {}} />);

      expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
      expect(screen.getByLabelText(email)).toBeTruthy();
      expect(screen.getByRole('button', { name: addRow })).toBeTruthy();
      expect(screen.queryByText(/student|學生/i)).toBeNull();
      expect(screen.queryByLabelText(/^(Class name|班別)/)).toBeNull();
    },
  );

  it('closes at once after inviting a student who already has an account', async () => {
    const onClose = vi.fn();
    stubApi({
      'POST /api/students/invite': {
        status: 201,
        body: benInvited,
      },
    });
    renderWithProviders(<InviteStudentDialog opened onClose={onClose} />);

    type(EMAIL, 'ben@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('initial-password')).toBeNull();
  });

  it('takes several rows in one request; a refused row shows its error on that row until it is fixed', async () => {
    const fetch = stubApi({
      'POST /api/students/invite': {
        status: 400,
        body: { error: { code: 'student_already_invited', message: 'Already invited', params: { row: 2 } } },
      },
      'POST /api/students/invite/check': { status: 200, body: preview([[null], ['student_already_invited'], [null]]) },
    });
    renderWithProviders(<InviteStudentDialog opened onClose={() => {}} defaultClassName="5A" />);
    const row = (number: number) => within(screen.getByRole('group', { name: `Student ${number}` }));
    const rowField = (number: number, label: RegExp) => row(number).getByLabelText(label, { selector: 'input' });

    // One row to start with, nothing to remove; each added row takes the class of the one before.
    expect(screen.queryByRole('button', { name: 'Remove student 1' })).toBeNull();
    fireEvent.change(rowField(1, EMAIL), { target: { value: 'ben@example.com' } });
    for (let added = 0; added < 3; added++)
      fireEvent.click(screen.getByRole('button', { name: 'Add another student' }));
    expect((rowField(4, /^Class name/) as HTMLInputElement).value).toBe('5A');
    fireEvent.change(rowField(2, EMAIL), { target: { value: 'amy@example.com' } });
    fireEvent.change(rowField(3, EMAIL), { target: { value: 'not-an-email' } });
    fireEvent.change(rowField(4, EMAIL), { target: { value: 'kit@example.com' } });
    fireEvent.change(rowField(4, /^Class name/), { target: { value: '5B' } });
    // The third row goes; the fourth becomes the third.
    fireEvent.click(screen.getByRole('button', { name: 'Remove student 3' }));
    expect(screen.queryByRole('group', { name: 'Student 4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send 3 invitations' }));

    await waitFor(() => expect(describedText(rowField(2, EMAIL))).toContain('already invited'));
    expect(describedText(rowField(1, EMAIL))).toBe('');
    expect(bodyOf(fetch, 'POST /api/students/invite')).toEqual({
      schoolId: null,
      createAccount: false,
      rows: [
        { email: 'ben@example.com', name: '', className: '5A', classNumber: '' },
        { email: 'amy@example.com', name: '', className: '5A', classNumber: '' },
        { email: 'kit@example.com', name: '', className: '5B', classNumber: '' },
      ],
    });
    // Fixing the row takes its message away.
    fireEvent.change(rowField(2, EMAIL), { target: { value: 'amy.chan@example.com' } });
    expect(describedText(rowField(2, EMAIL))).not.toContain('already invited');
  });
});

/** The check's answer: one row per entry, its error or null. */
function preview(rows: Array<[string | null]>) {
  return {
    rows: rows.map(([error], index) => ({
      row: index + 1,
      name: '',
      email: `row${index + 1}@example.com`,
      className: '',
      classNumber: '',
      status: error ? 'error' : 'existing',
      error,
    })),
    seats: null,
    canCommit: rows.every(([error]) => error === null),
  };
}

/** Stands for the shell, whose menu reads `me`: a query someone watches is fetched again when invalidated. */
function MeReader() {
  useMe();
  return null;
}

describe('MyTeachersPage', () => {
  it('accepts an invitation through its route and fetches the menu counts again', async () => {
    const fetch = stubApi({
      'GET /api/teachers': { status: 200, body: { teachers: [teacherLink()] } },
      'POST /api/teachers/teacher-1/accept': { status: 200, body: teacherLink({ accepted: true }) },
      'GET /api/me': { status: 200, body: makeMe({ teacherLinks: { accepted: 1, pending: 0 } }) },
    });
    renderWithProviders(
      <>
        <MyTeachersPage />
        <MeReader />
      </>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation from Mr Lee' }));

    await waitFor(() => expect(requests(fetch)).toContain('POST /api/teachers/teacher-1/accept'));
    // Once at start, once after the answer: the menu's entry and badge follow.
    await waitFor(() => expect(requests(fetch).filter((request) => request === 'GET /api/me')).toHaveLength(2));
    expect(requests(fetch)).not.toContain('DELETE /api/teachers/teacher-1');
  });

  it('rejects an invitation with DELETE on the teacher link', async () => {
    const fetch = stubApi({
      'GET /api/teachers': { status: 200, body: { teachers: [teacherLink()] } },
      'DELETE /api/teachers/teacher-1': { status: 204 },
      'GET /api/me': { status: 200, body: makeMe() },
    });
    renderWithProviders(<MyTeachersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Reject the invitation from Mr Lee' }));

    await waitFor(() => expect(requests(fetch)).toContain('DELETE /api/teachers/teacher-1'));
    expect(requests(fetch)).not.toContain('POST /api/teachers/teacher-1/accept');
  });

  it('lists invitations before teachers and asks before removing a teacher', async () => {
    const fetch = stubApi({
      'GET /api/teachers': {
        status: 200,
        body: {
          teachers: [
            teacherLink({ teacherId: 'school-1', displayName: 'Hillside School', isSchool: true, accepted: true }),
            teacherLink(),
          ],
        },
      },
      'DELETE /api/teachers/school-1': { status: 204 },
      'GET /api/me': { status: 200, body: makeMe() },
    });
    renderWithProviders(<MyTeachersPage />);

    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Mr Lee')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Hillside School')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('School')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Accepted')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hillside School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Hillside School?' });
    expect(requests(fetch)).not.toContain('DELETE /api/teachers/school-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests(fetch)).toContain('DELETE /api/teachers/school-1'));
  });

  it('explains an empty list', async () => {
    stubApi({ 'GET /api/teachers': { status: 200, body: { teachers: [] } } });
    renderWithProviders(<MyTeachersPage />);
    expect(await screen.findByRole('heading', { name: 'No teachers yet' })).toBeTruthy();
  });
});

describe('MyStudentsPage', () => {
  const students = [
    makeStudentLink(),
    makeStudentLink({
      studentId: 'student-2',
      displayName: 'Cat Ho',
      className: '5B',
      classNumber: '',
      accepted: false,
    }),
  ];

  it("opens an accepted student's statistics (their history beside it) and leaves a pending one unlinked", async () => {
    stubApi({ 'GET /api/students': { status: 200, body: { students } } });
    renderWithProviders(<MyStudentsPage />);

    const link = await screen.findByRole('link', { name: 'Statistics of Ben Wong' });
    expect(link.getAttribute('href')).toBe('/app/statistics/student-1');
    const history = screen.getByRole('link', { name: 'Practice history of Ben Wong' });
    expect(history.getAttribute('href')).toBe('/app/practice-history?student=student-1');
    expect(screen.getByText('Cat Ho')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Cat Ho/ })).toBeNull();
    // a plain teacher has no teacher column
    expect(screen.queryByRole('columnheader', { name: 'Teacher' })).toBeNull();
  });

  it('shows a parent their children without class columns until classes are on in Profile', async () => {
    stubApi({
      'GET /api/students': { status: 200, body: { students: [makeStudentLink()] } },
      'GET /api/me': { status: 200, body: makeMe({ role: 'teacher', isParent: true, parentTeaching: false }) },
    });
    renderWithProviders(<MyStudentsPage />);
    expect(await screen.findByRole('heading', { name: 'My children' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Assignments' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Class' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Class no.' })).toBeNull();
  });

  it('shows per student the pending, late and total assignments, in both languages', async () => {
    const counted = [makeStudentLink({ assignments: { pending: 1, late: 2, total: 4 } })];
    stubApi({ 'GET /api/students': { status: 200, body: { students: counted } } });
    const { unmount } = renderWithProviders(<MyStudentsPage />);
    expect(await screen.findByRole('columnheader', { name: 'Assignments' })).toBeTruthy();
    const counts = screen.getByLabelText('Assignments of Ben Wong: 1 pending, 2 late, 4 in all');
    expect(counts.textContent).toBe('1 pending · 2 late · 4 in all');
    unmount();

    await changeLanguage('zh');
    renderWithProviders(<MyStudentsPage />);
    expect((await screen.findByTestId('assignment-counts')).textContent).toBe('待交 1 · 遲交 2 · 共 4 份');
  });

  it("shows a school which of its teachers linked each student, and opens statistics from the student's school", async () => {
    const schoolStudents = [
      makeStudentLink({
        teacherId: 'school-1',
        teacherName: 'Hillside School',
        schoolId: 'school-1',
        schoolName: 'Hillside School',
        schoolTeachers: [
          { id: 'teacher-1', displayName: 'Ms Wong' },
          { id: 'teacher-2', displayName: 'Mr Ho' },
        ],
      }),
    ];
    stubApi({
      'GET /api/me': { status: 200, body: makeMe({ id: 'school-1', role: 'teacher', isSchool: true }) },
      'GET /api/students': { status: 200, body: { students: schoolStudents } },
    });
    renderWithProviders(<MyStudentsPage />);

    expect(await screen.findByRole('columnheader', { name: 'Teacher' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ms Wong, Mr Ho' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Statistics of Ben Wong' });
    expect(link.getAttribute('href')).toBe('/app/statistics/student-1?school=school-1');
    expect(screen.getByLabelText('School')).toBeTruthy();
  });

  it('filters by a class of My classes in ?class=, listing every class, an empty one too', async () => {
    const klass = (id: string, name: string, studentIds: string[]) => ({
      id,
      name,
      teacherId: 'teacher-1',
      teacherName: 'Ms Wong',
      schoolId: null,
      createdAt: 1,
      joinCode: null,
      students: studentIds.map((studentId) => ({
        studentId,
        displayName: '',
        email: '',
        avatarUrl: null,
        classNumber: '',
      })),
    });
    const classes = [klass('class-5b', '5B', ['student-2']), klass('class-6c', '6C', [])];
    stubApi({
      'GET /api/students': { status: 200, body: { students } },
      'GET /api/classes': { status: 200, body: { classes } },
    });
    const { location } = renderWithProviders(<MyStudentsPage />, { path: '/app/my-students?class=class-5b' });

    expect(await screen.findByText('Cat Ho')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ben Wong')).toBeNull());
    expect(
      within(screen.getByLabelText('Class'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All classes', '5B', '6C']);
    expect(screen.queryByText('Ben Wong')).toBeNull();
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '' } });
    expect(await screen.findByText('Ben Wong')).toBeTruthy();
    expect(location.current.search).toBe('');
  });

  it('offers the invite dialog from its empty state', async () => {
    stubApi({ 'GET /api/students': { status: 200, body: { students: [] } } });
    renderWithProviders(<MyStudentsPage />);

    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite student' }));
    expect(await screen.findByRole('dialog', { name: 'Invite student' })).toBeTruthy();
  });
});
