import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';

describe('AppProviders', () => {
  it("writes every one of Mantine's theme variables, defaults included, since default-css-variables.css is not loaded", () => {
    render(
      <AppProviders queryClient={new QueryClient()} env="test">
        <p>page</p>
      </AppProviders>,
    );
    const css = [...document.querySelectorAll('style[data-mantine-styles]')].map((style) => style.textContent).join('');
    // Values Mantine's default theme holds, which a deduplicating provider would leave to that stylesheet.
    for (const variable of [
      '--mantine-color-gray-0:',
      '--mantine-spacing-md:',
      '--mantine-radius-sm:',
      '--mantine-shadow-xs:',
    ])
      expect(css).toContain(variable);
  });
});
