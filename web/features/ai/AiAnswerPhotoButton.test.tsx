import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { publicConfig, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AiAnswerPhotoButton } from './AiAnswerPhotoButton';

beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

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
});
