import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';

/** Renders one element inside the app's providers and a memory router, with Mantine's test mode (no transitions). */
export function renderWithProviders(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, router };
}
