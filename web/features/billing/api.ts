import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AdminUserView,
  CheckoutAnswer,
  CheckoutBody,
  ConfirmAnswer,
  PlansView,
  SeatsBody,
  UnsubscribeBody,
  UserPremiumBody,
  UsersPage,
  UsersQuery,
  UsersStats,
} from '../../../common/billing';
import { api } from '../../lib/api';
import { meKeys } from '../../lib/me';
import { useRefresh } from '../../lib/useRefresh';

export const userKeys = {
  all: ['admin-users'] as const,
  list: (filters: Omit<UsersQuery, 'cursor'>) => [...userKeys.all, 'list', filters] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
};

/** 100 users a page; the next page starts after the rows already shown (nextCursor null: no more). */
export function usersQuery(filters: Omit<UsersQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: userKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ sort: filters.sort, order: filters.order, cursor: String(pageParam) });
      if (filters.role) params.set('role', filters.role);
      if (filters.premium) params.set('premium', filters.premium);
      if (filters.email) params.set('email', filters.email);
      return api.get<UsersPage>(`/api/admin/users?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const userStatsQuery = queryOptions({
  queryKey: userKeys.stats(),
  queryFn: () => api.get<UsersStats>('/api/admin/users/stats'),
});

export function useSetPremium() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserPremiumBody }) =>
      api.patch<AdminUserView>(`/api/admin/users/${encodeURIComponent(id)}/premium`, body),
    onSuccess: useRefresh(userKeys.all),
  });
}

export const billingKeys = { plans: () => ['billing', 'plans'] as const };

export const plansQuery = queryOptions({
  queryKey: billingKeys.plans(),
  queryFn: () => api.get<PlansView>('/api/billing/plans'),
});

export function useCheckout() {
  return useMutation({ mutationFn: (body: CheckoutBody) => api.post<CheckoutAnswer>('/api/billing/checkout', body) });
}

export function usePortal() {
  return useMutation({ mutationFn: () => api.post<{ url: string }>('/api/billing/portal') });
}

/** Back from a provider: the server confirms the latest payment (and fires the purchase event once). */
export function useConfirmPayment() {
  const refresh = useRefreshPremium();
  return useMutation({
    mutationFn: () => api.post<ConfirmAnswer>('/api/billing/confirm'),
    onSuccess: async (answer) => {
      if (answer.status === 'paid') await refresh();
    },
  });
}

/** Premium changed: the profile (entitlements) and the plans page read it again. */
function useRefreshPremium() {
  return useRefresh(meKeys.all, billingKeys.plans());
}

export function useChangeSeats() {
  const refresh = useRefreshPremium();
  return useMutation({
    mutationFn: (body: SeatsBody) => api.patch<SeatsBody>('/api/billing/seats', body),
    onSuccess: () => refresh(),
  });
}

export function useUnsubscribe() {
  const refresh = useRefreshPremium();
  return useMutation({
    mutationFn: (body: UnsubscribeBody) => api.post('/api/billing/unsubscribe', body),
    onSuccess: () => refresh(),
  });
}
