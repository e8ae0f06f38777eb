import { Alert, Button, Card, NumberInput, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_MONTHS, DEFAULT_SEATS, MAX_MONTHS, type PaymentMethod, quote } from '../../../common/billing';
import { defaultPremiumSettings } from '../../../common/settings';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError } from '../../lib/notify';
import { useSearchParams } from '../../lib/router';
import { plansQuery, useCheckout } from './api';
import { PaymentMethodDialog } from './components/PaymentMethodDialog';
import { PlanStatusCard } from './components/PlanStatusCard';
import { type SeatCounts, SeatSliders } from './components/SeatSliders';
import { SeatsDialog } from './components/SeatsDialog';
import { UnsubscribeDialog } from './components/UnsubscribeDialog';
import { type PaymentReturnState, usePaymentReturn } from './usePaymentReturn';

/**
 * `/app/pricing`: the plan for the caller's role (student or teacher; schools buy seats), yearly or N months once,
 * the limited-time price when it is open (6 months or more), and the payment-method choice. The server prices
 * every checkout; this page shows the same quote. Providers return here (through `/app/?payment=…`), and a school
 * sent by the upsell dialog arrives with `?seats=1`, which opens its seats.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: me } = useMe();
  const plans = useQuery(plansQuery);
  const [search] = useSearchParams();
  const returned = usePaymentReturn();
  const [billing, setBilling] = useState<'yearly' | 'oneOff'>('yearly');
  const [months, setMonths] = useState<number>(DEFAULT_MONTHS);
  const [discounted, setDiscounted] = useState(false);
  const [seats, setSeats] = useState<SeatCounts>({ ...DEFAULT_SEATS });
  const [choosing, setChoosing] = useState(false);
  const [dialog, setDialog] = useState<'seats' | 'unsubscribe' | null>(search.get('seats') ? 'seats' : null);
  const checkout = useCheckout();
  // The two prices do not fit side by side at phone width.
  const narrow = useMediaQuery('(max-width: 40em)');

  if (!me || plans.isPending) return <Skeleton h={320} />;
  if (plans.isError) return <QueryError query={plans} />;
  const view = plans.data;
  const plan = me.role === 'student' ? 'student' : me.isSchool ? 'school' : 'teacher';
  const ownPrices = view.prices[plan === 'teacher' ? 'teacher' : 'student'];
  const settings = { ...defaultPremiumSettings, prices: view.prices };
  const offerOpen = view.offer !== null && plan !== 'school';
  const schoolSeats = plan === 'school' ? seats : {};
  const priced = quote(
    settings,
    { plan, billing, months, isDiscounted: discounted && offerOpen, paymentMethod: 'card', ...schoolSeats },
    offerOpen,
  );
  const configured = view.providers.stripe || view.providers.airwallex;
  const canChangeSeats = plan === 'school' && view.subscription.hasSubscription && view.providers.stripe;

  const pay = (paymentMethod: PaymentMethod) => {
    checkout.mutate(
      {
        plan,
        billing,
        months: billing === 'oneOff' ? months : undefined,
        isDiscounted: discounted && offerOpen,
        paymentMethod,
        ...schoolSeats,
      },
      {
        // Both providers' pages are addresses: Stripe's checkout, or Airwallex's page opened on the chosen method.
        onSuccess: (answer) => window.location.assign('url' in answer ? answer.url : answer.checkoutUrl),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  };

  return (
    <Stack maw={720}>
      <PageHeader title={t('billing.pricing.title')} />
      <ReturnAlert state={returned} />
      {!configured && <Alert color="yellow">{t('billing.pricing.notConfigured')}</Alert>}
      {!me.premium.isActive && plan !== 'school' && (
        <Text size="sm" c="dimmed" data-testid="free-plan">
          {plan === 'teacher'
            ? t('billing.pricing.freeTeacher', {
                questions: view.freeLimit.questionsPerAssignment,
                assignments: view.freeLimit.assignmentsPerDay,
                students: view.freeLimit.studentsPerTeacher,
              })
            : t('billing.pricing.freeStudent', {
                questions: view.freeLimit.questionsPerPractice,
                practices: view.freeLimit.practicesPerDay,
              })}
        </Text>
      )}
      <PlanStatusCard
        plans={view}
        onChangeSeats={() => setDialog('seats')}
        onUnsubscribe={() => setDialog('unsubscribe')}
      />
      <Card withBorder>
        <Stack>
          <Text fw={700} size="lg">
            {t(`billing.pricing.plan.${plan}`)}
          </Text>
          <SegmentedControl
            value={billing}
            onChange={(value) => setBilling(value === 'oneOff' ? 'oneOff' : 'yearly')}
            data={[
              { value: 'yearly', label: t('billing.pricing.yearly') },
              { value: 'oneOff', label: t('billing.pricing.oneOff') },
            ]}
          />
          {billing === 'oneOff' && (
            <NumberInput
              label={t('billing.pricing.months')}
              min={1}
              max={MAX_MONTHS}
              value={months}
              onChange={(value) => setMonths(Math.max(1, Math.min(MAX_MONTHS, Number(value) || 1)))}
              allowDecimal={false}
            />
          )}
          {plan === 'school' && <SeatSliders value={seats} onChange={setSeats} />}
          {offerOpen && (
            <SegmentedControl
              orientation={narrow ? 'vertical' : 'horizontal'}
              fullWidth
              value={discounted ? 'offer' : 'regular'}
              onChange={(value) => setDiscounted(value === 'offer')}
              data={[
                { value: 'regular', label: t('billing.pricing.regular', { price: ownPrices.regular }) },
                { value: 'offer', label: t('billing.pricing.limited', { price: ownPrices.limitedTime }) },
              ]}
            />
          )}
          {typeof priced === 'string' ? (
            <Alert color="orange">{t(`errors.${priced}`)}</Alert>
          ) : (
            <Text size="xl" fw={700} data-testid="total">
              {t('billing.pricing.total', { total: priced.total, months: priced.months })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('billing.pricing.moneyBack', { days: view.moneyBackDays })}
          </Text>
          <Button disabled={!configured || typeof priced === 'string'} onClick={() => setChoosing(true)}>
            {t('billing.pricing.buy')}
          </Button>
        </Stack>
      </Card>
      {typeof priced !== 'string' && (
        <PaymentMethodDialog
          opened={choosing}
          onClose={() => setChoosing(false)}
          quote={priced}
          billing={billing}
          providers={view.providers}
          isPaying={checkout.isPending || checkout.isSuccess}
          onPay={pay}
        />
      )}
      <SeatsDialog opened={dialog === 'seats' && canChangeSeats} onClose={() => setDialog(null)} />
      <UnsubscribeDialog opened={dialog === 'unsubscribe'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** What became of the payment the caller just came back from (the toast says it too; this stays on the page). */
function ReturnAlert({ state }: { state: PaymentReturnState }) {
  const { t } = useTranslation();
  if (state === 'cancelled') return <Alert color="gray">{t('billing.pricing.cancelled')}</Alert>;
  if (state === 'failed') return <Alert color="red">{t('billing.return.failed')}</Alert>;
  if (state === null) return null;
  return (
    <Alert color="teal" title={t('billing.pricing.thanks')}>
      {state === 'paid' ? t('billing.pricing.active') : t('billing.pricing.processing')}
    </Alert>
  );
}
