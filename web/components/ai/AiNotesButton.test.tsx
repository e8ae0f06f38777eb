import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AiNotesButton } from './AiNotesButton';

describe("the notes editor's AI button", () => {
  it('says AI is not set up, without sending anyone to the question bank', async () => {
    stubApi({ 'GET /api/config': { status: 200, body: publicConfig } });
    const { queryClient } = renderWithProviders(<AiNotesButton chapterId="c1" onDraft={() => {}} />);
    // The server's configuration has arrived: the button knows whether AI is set up.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(
      await screen.findByText('AI is not configured on this server. Ask your administrator to set AI up.'),
    ).toBeTruthy();
  });

  it('shows why when asking after its job fails, and stops writing', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: { ...publicConfig, ai: true } },
      'POST /api/admin/chapters/c1/notes/ai': { status: 201, body: { jobId: 'job-1' } },
    });
    const onDraft = vi.fn();
    const { queryClient } = renderWithProviders(<AiNotesButton chapterId="c1" onDraft={onDraft} />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('We could not find that.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Writing/)).toBeNull());
    expect(onDraft).not.toHaveBeenCalled();
  });
});
