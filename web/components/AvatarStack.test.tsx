import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AvatarStack, initials, moreLabel } from './AvatarStack';

describe('avatar stacks', () => {
  it('show one character of a Chinese name and two initials of others, never more than fits the circle', () => {
    expect(initials('陳大文')).toBe('陳');
    expect(initials('  陳 大文 ')).toBe('陳');
    expect(initials('Ben Wong')).toBe('BW');
    expect(initials('ben wong chi-ming')).toBe('BW');
    expect(initials('Ben')).toBe('B');
    expect(initials('')).toBe('');
    expect(moreLabel(3)).toBe('+3');
    expect(moreLabel(99)).toBe('+99');
    expect(moreLabel(250)).toBe('99+');
  });

  it('show each person given, a picture where there is one, and how many more there are', async () => {
    stubApi({});
    const { container } = renderWithProviders(
      <AvatarStack
        people={[
          { id: 'a', displayName: 'Ben Wong', avatarUrl: null },
          { id: 'b', displayName: '陳大文', avatarUrl: '/api/files/avatar-b' },
        ]}
        total={130}
      />,
    );
    expect(await screen.findByText('BW')).toBeTruthy();
    expect(screen.getByRole('img', { name: '陳大文' }).getAttribute('src')).toBe('/api/files/avatar-b');
    expect(screen.getByLabelText('+128').textContent).toBe('99+');
    expect(container.querySelectorAll('.mantine-Avatar-root')).toHaveLength(3);
  });
});
