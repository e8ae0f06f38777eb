import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPremiumSettings } from '../../../common/settings';
import { changeLanguage } from '../../i18n/i18n';
import { makeMe, makeSchoolLink, signedIn, stubApi, mathSubject as subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CreateAssignmentPage } from './CreateAssignmentPage';

// Issue 26: in the name of a school whose plan covers the free limits (GET /api/schools' coversFreeLimits), the server
// applies none of a free teacher's limits, so the create form neither shows the free limit nor opens within it.

const school = (schoolId: string, displayName: string, coversFreeLimits: boolean) =>
  makeSchoolLink({ schoolId, displayName, coversFreeLimits });

/** A free teacher (5 questions an assignment) in a premium school and a free one, `defaultSchool` saved. */
function stubTeacher(defaultSchool: string | null) {
  const me = makeMe({
    role: 'teacher',
    freeLimit: defaultPremiumSettings.freeLimit,
    defaults: { school: defaultSchool, category: null, subject: 'math', locale: 'en' },
  });
  return stubApi({
    ...signedIn(me),
    'GET /api/subjects': { status: 200, body: { subjects: [subject] } },
    'GET /api/schools': {
      status: 200,
      body: { schools: [school('paid', 'Hillside School', true), school('free', 'Lowland School', false)] },
    },
    'GET /api/students': { status: 200, body: { students: [] } },
    'GET /api/classes': { status: 200, body: { classes: [] } },
    'PATCH /api/me': { status: 200, body: me },
  });
}

const countOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const planLimitText = async () => (await screen.findByTestId('plan-limit')).textContent;

describe("the create form's free limit follows the school", () => {
  it("shows no free limit in a covering school's name, and the teacher's own beside the other choices", async () => {
    stubTeacher('paid');
    renderWithProviders(<CreateAssignmentPage extraTabs={[]} />);
    const field = (await screen.findByLabelText('School')) as HTMLSelectElement;
    expect(field.value).toBe('paid');
    // It opens with the usual counts (10 MC, 2 short, 1 long), not cut to the free plan's 5.
    expect(countOf('Multiple choice')).toBe('10');
    expect(screen.queryByTestId('plan-limit')).toBeNull();

    fireEvent.change(field, { target: { value: '' } });
    // The counts stay as they were: 13, past the limit, and the upgrade link beside it.
    expect(await planLimitText()).toBe('13 questions of the 5 a free plan allows in an assignment. See plans');
    fireEvent.change(field, { target: { value: 'free' } });
    expect(await planLimitText()).toContain('13 questions of the 5');
    fireEvent.change(field, { target: { value: 'paid' } });
    await waitFor(() => expect(screen.queryByTestId('plan-limit')).toBeNull());
  });

  it('opens within the free limit for the teacher’s own assignment, and drops it for the covering school, in Chinese', async () => {
    await changeLanguage('zh');
    stubTeacher(null);
    renderWithProviders(<CreateAssignmentPage extraTabs={[]} />);
    const field = (await screen.findByLabelText('學校')) as HTMLSelectElement;
    // Its counts open within the 5 (3 MC, 1 short, 1 long), so the first assignment goes through.
    expect(await planLimitText()).toBe('5 題（免費計劃每份功課最多 5 題）。 查看計劃');
    fireEvent.change(field, { target: { value: 'paid' } });
    await waitFor(() => expect(screen.queryByTestId('plan-limit')).toBeNull());
  });
});
