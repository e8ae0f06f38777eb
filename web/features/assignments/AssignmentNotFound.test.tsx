import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { Routes } from '../../lib/router';
import { makeMe, signedIn, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AssignmentResultPage } from './AssignmentResultPage';
import { AssignmentSubmissionPage } from './AssignmentSubmissionPage';
import { ConfirmAssignmentPage } from './ConfirmAssignmentPage';
import { PrintAssignmentPage } from './PrintAssignmentPage';

beforeEach(async () => {
  await loadTexts(['pages', 'assignments', 'classes', 'ai']);
});

const notFound = { status: 404, body: { error: { code: 'assignment_not_found', message: 'Assignment not found' } } };

// An old link to an assignment deleted since (or another teacher's): each of its pages leads back to the list.
const pages: Array<[string, string, string, ComponentType]> = [
  ['review', '/app/confirm-assignment/:assignmentId', '/app/confirm-assignment/gone', ConfirmAssignmentPage],
  ['print', '/app/print-assignment/:assignmentId', '/app/print-assignment/gone', PrintAssignmentPage],
  ['results', '/app/assignment-result/:assignmentId', '/app/assignment-result/gone', AssignmentResultPage],
  [
    'submission',
    '/app/assignment-submission/:assignmentId/:studentId/:index?',
    '/app/assignment-submission/gone/s1',
    AssignmentSubmissionPage,
  ],
];

describe('an assignment that is not there', () => {
  it.each(
    pages.flatMap(([name, pattern, path, Page]) =>
      (['en', 'zh'] as const).map((language) => [name, language, pattern, path, Page] as const),
    ),
  )('its %s page leads back to the assignments (%s)', async (_name, language, pattern, path, Page) => {
    await changeLanguage(language);
    stubApi({
      ...signedIn(makeMe({ role: 'teacher' })),
      'GET /api/assignments/gone': notFound,
      'GET /api/assignments/gone/results': notFound,
    });
    const { location } = renderWithProviders(<Routes routes={[{ path: pattern, element: <Page /> }]} />, { path });
    fireEvent.click(await screen.findByRole('link', { name: language === 'en' ? 'Assignments' : '功課' }));
    expect(location.current.pathname).toBe('/app/assignments');
  });
});
