import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { bodiesOf, makeMe, makeSchoolLink, publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { RepeatAssignmentDialog } from './RepeatAssignmentDialog';

// Issue 26: the repeat dialog has the create form's School field, starting at the profile's default school.

const school = (schoolId: string, displayName: string, accepted = true) =>
  makeSchoolLink({ schoolId, displayName, accepted });

function stubTeacher() {
  return stubApi({
    'GET /api/me': {
      status: 200,
      body: makeMe({ role: 'teacher', defaults: { school: 'school-1', category: null, subject: null, locale: null } }),
    },
    'GET /api/config': { status: 200, body: publicConfig },
    'GET /api/schools': {
      status: 200,
      body: { schools: [school('school-1', 'Hillside School'), school('school-2', 'Pending School', false)] },
    },
    'GET /api/students': { status: 200, body: { students: [] } },
    'GET /api/classes': { status: 200, body: { classes: [] } },
    'PATCH /api/me': (init) => ({ status: 200, body: makeMe({ role: 'teacher', ...JSON.parse(String(init?.body)) }) }),
    'POST /api/assignments/repeat': { status: 201, body: { id: 'assignment-1' } },
  });
}

describe('RepeatAssignmentDialog', () => {
  it("starts at the profile's school and sends it with the repeat", async () => {
    const fetch = stubTeacher();
    const { location } = renderWithProviders(
      <RepeatAssignmentDialog questionId="copy-1" studentId="student-1" onClose={() => {}} />,
    );
    const field = (await screen.findByLabelText('School')) as HTMLSelectElement;
    await waitFor(() => expect(field.value).toBe('school-1'));
    // Only the schools the teacher has joined, after "none".
    expect([...field.options].map((option) => option.text)).toEqual(['None (my own assignment)', 'Hillside School']);

    fireEvent.click(screen.getByRole('button', { name: 'Create and review' }));
    await waitFor(() => expect(location.current.pathname).toBe('/app/confirm-assignment/assignment-1'));
    expect(bodiesOf(fetch, 'POST /api/assignments/repeat')).toEqual([
      expect.objectContaining({ questionId: 'copy-1', studentIds: ['student-1'], schoolId: 'school-1' }),
    ]);
  });

  it('sends no school once none is chosen, saving that choice on the profile', async () => {
    const fetch = stubTeacher();
    renderWithProviders(<RepeatAssignmentDialog questionId="copy-1" studentId="student-1" onClose={() => {}} />);
    const field = (await screen.findByLabelText('School')) as HTMLSelectElement;
    await waitFor(() => expect(field.value).toBe('school-1'));
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(bodiesOf(fetch, 'PATCH /api/me')).toEqual([{ defaults: { school: null } }]));

    fireEvent.click(screen.getByRole('button', { name: 'Create and review' }));
    await waitFor(() => expect(bodiesOf(fetch, 'POST /api/assignments/repeat')).toHaveLength(1));
    expect(bodiesOf(fetch, 'POST /api/assignments/repeat')[0]).toMatchObject({ schoolId: null });
  });

  it('names the field in Chinese too', async () => {
    await changeLanguage('zh');
    stubTeacher();
    renderWithProviders(<RepeatAssignmentDialog questionId="copy-1" studentId="student-1" onClose={() => {}} />);
    const field = (await screen.findByLabelText('學校')) as HTMLSelectElement;
    expect([...field.options].map((option) => option.text)[0]).toBe('不適用（我自己的功課）');
  });
});
