import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStudentLink, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { StudentSelector } from './StudentSelector';

const student = (studentId: string, displayName: string) =>
  makeStudentLink({ studentId, email: `${studentId}@example.com`, displayName, classNumber: '' });

// Clipped avatar initials (issue 26.8): the picker's 24 px avatars show what the stacks show, a Chinese name's
// family name alone.
describe('StudentSelector', () => {
  it('shows one character for a Chinese name and two letters for an English one', async () => {
    stubApi({
      'GET /api/students': { status: 200, body: { students: [student('s1', '何家欣'), student('s2', 'Amy Lee')] } },
      'GET /api/classes': { status: 200, body: { classes: [] } },
    });
    renderWithProviders(<StudentSelector selected={new Set()} onChange={() => {}} />);

    expect(await screen.findByText('何家欣')).toBeTruthy();
    expect(screen.getByText('何')).toBeTruthy();
    expect(screen.queryByText('何家')).toBeNull();
    expect(screen.getByText('AL')).toBeTruthy();
  });
});
