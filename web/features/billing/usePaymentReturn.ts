import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSearchParams } from '../../lib/router';
import { useConfirmPayment } from './api';

export type PaymentReturnState = 'confirming' | 'paid' | 'pending' | 'failed' | 'cancelled' | null;

/** The webhook usually lands within seconds; after this many tries the page says it is still confirming. */
const CONFIRM_TRIES = 10;
const CONFIRM_EVERY_MS = 2_000;

/**
 * The way back from a provider (`?payment=success|failure|cancelled`, and from=airwallex and isDiscounted, which the
 * server does not need: it reads the payment it recorded). The query is dropped at once, so a reload does not toast
 * twice; the server confirms the payment (asking Airwallex when its webhook is late), which also refreshes the
 * entitlements, and the page toasts the outcome.
 */
export function usePaymentReturn(): PaymentReturnState {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // Read once: dropping the query below must not end the confirming that started from it.
  const [payment] = useState(() => search.get('payment'));
  const { mutateAsync: confirm } = useConfirmPayment();
  const [state, setState] = useState<PaymentReturnState>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per return (payment is fixed at mount)
  useEffect(() => {
    if (!payment) return;
    setSearch({}, { replace: true });
    if (payment === 'cancelled') {
      setState('cancelled');
      return;
    }
    if (payment !== 'success') {
      setState('failed');
      notifyError(t('billing.return.failed'));
      return;
    }
    setState('confirming');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (tries: number) => {
      const answer = await confirm().catch(() => null);
      if (stopped) return;
      if (answer?.status === 'paid') {
        setState('paid');
        notifySuccess(t('billing.return.paid'));
      } else if (answer?.status === 'none') {
        // No checkout of this account to confirm (an old or copied link): nothing to say.
        setState(null);
      } else if (answer?.status === 'failed') {
        setState('failed');
        notifyError(t('billing.return.failed'));
      } else if (tries + 1 < CONFIRM_TRIES) {
        timer = setTimeout(() => void attempt(tries + 1), CONFIRM_EVERY_MS);
      } else {
        setState('pending');
      }
    };
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [payment]);

  return state;
}
