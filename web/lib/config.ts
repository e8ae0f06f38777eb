import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../common/config';
import { api } from './api';

export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: () => api.get<PublicConfig>('/api/config'),
  // The configuration changes only with a deploy.
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
