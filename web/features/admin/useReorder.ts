import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useInvalidateAdmin } from './api';

/** PUT .../order with the full id list; on invalid_order (the list changed meanwhile) the list is reloaded. */
export function useReorder(path: string, key: readonly unknown[], extra: Record<string, string> = {}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (ids: string[]) => api.put<unknown>(path, { ...extra, ids }),
    onSuccess: () => notifySuccess(t('admin.common.orderSaved')),
    onError: (error) =>
      notifyError(isApiError(error, 'invalid_order') ? t('admin.common.orderChanged') : errorText(error)),
    onSettled: () => invalidate(key),
  });
}
