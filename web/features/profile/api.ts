import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../common/auth';
import { api } from '../../lib/api';
import { meQuery } from '../../lib/me';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/me/password', body),
    // The server clears mustChangePassword; the shell lets the user go everywhere once `me` says so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
