import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; network blips and 5xx get one more try.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
