import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';
import { type Location, MemoryRouter, useLocation } from '../lib/router';

/** Where the router is now, for assertions: `location.current.pathname`. */
export interface LocationProbe {
  current: Location;
}

function ReportLocation({ probe }: { probe: LocationProbe }) {
  probe.current = useLocation();
  return null;
}

/**
 * Renders one element inside the app's providers and a memory router at `path`, with Mantine's test mode (no
 * transitions); `location.current` follows every navigation. A query client may be given, to fill it before the render.
 */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const location = { current: { pathname: path } } as LocationProbe;
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        {element}
        <ReportLocation probe={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient, location };
}
