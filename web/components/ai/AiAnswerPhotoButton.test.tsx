import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AiAnswerPhotoButton } from './AiAnswerPhotoButton';

afterEach(() => {
  vi.useRealTimers();
});

function pickImage() {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('ocr-input'), { target: { files: [file] } });
}

const polls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/ai/ocr/job-1').length;

describe("the editors' OCR button", () => {
  it('says that text cannot be read from images when the server has no AI, not to use the question bank', async () => {
    stubApi({ 'GET /api/config': { status: 200, body: publicConfig } });
    renderWithProviders(<AiAnswerPhotoButton onText={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read text from an image' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Read text from an image' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'AI is not configured on this server, so text cannot be read from images. Ask your administrator to set AI up.',
    );
  });

  it('shows why when asking after the job fails, and stops asking', async () => {
    // The query client's retry delay and the polls' interval pass on a fake clock; it still moves with real time,
    // so Testing Library's waits (timers themselves) go on working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubApi({
      'GET /api/config': { status: 200, body: { ...publicConfig, ai: true } },
      'POST /api/ai/ocr': { status: 201, body: { jobId: 'job-1' } },
      'GET /api/ai/ocr/job-1': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    const onText = vi.fn();
    renderWithProviders(<AiAnswerPhotoButton onText={onText} />);
    pickImage();
    expect(await screen.findByText('AI is reading the image…')).toBeTruthy();
    // A 5xx is asked once more (the app's query client), then the error is the answer.
    await vi.advanceTimersByTimeAsync(8000);
    const status = await screen.findByRole('status', {}, { timeout: 8000 });
    expect(status.textContent).toBe('Something went wrong. Please try again.');
    expect(screen.queryByText('AI is reading the image…')).toBeNull();
    const asked = polls(fetch);
    await vi.advanceTimersByTimeAsync(2500);
    expect(polls(fetch)).toBe(asked);
    expect(onText).not.toHaveBeenCalled();
  });

  it('shows why when the job it asks after is not found', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: { ...publicConfig, ai: true } },
      'POST /api/ai/ocr': { status: 201, body: { jobId: 'job-1' } },
    });
    renderWithProviders(<AiAnswerPhotoButton onText={() => {}} />);
    pickImage();
    expect((await screen.findByRole('status')).textContent).toBe('We could not find that.');
  });
});
