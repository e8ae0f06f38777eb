import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AvatarCropDialog } from './components/AvatarCropDialog';

describe('the avatar crop dialog', () => {
  it("draws the crop circle 20 px in from the picture's edges (the spec's crop margin)", async () => {
    stubApi({});
    URL.createObjectURL ??= () => 'blob:picture';
    URL.revokeObjectURL ??= () => {};
    renderWithProviders(
      <AvatarCropDialog file={new File(['x'], 'me.png', { type: 'image/png' })} onClose={() => {}} />,
    );
    const area = await screen.findByRole('application');
    const circle = area.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(circle.style.inset).toBe('20px');
    expect(area.style.width).toBe('260px');
  });
});
