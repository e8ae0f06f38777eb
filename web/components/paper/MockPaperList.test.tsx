import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MockPaperList } from './MockPaperList';

// axe found "aria-prohibited-attr" on the practice form whenever it ran while the mock papers were loading: an
// aria-label on the skeleton, a div with no role that may carry one.
describe('MockPaperList while its papers load', () => {
  it('names its placeholder as a status, which axe accepts', async () => {
    // The papers never come: the list stays loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { container } = renderWithProviders(
      <MockPaperList subjectId="math" title="Mock papers" intro="Full papers" emptyText="None">
        {() => null}
      </MockPaperList>,
    );
    expect(await screen.findByRole('status', { name: 'Loading mock papers…' })).toBeTruthy();
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-attr'] });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
