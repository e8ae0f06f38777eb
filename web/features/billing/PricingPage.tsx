import '@mantine/core/styles/Skeleton.css';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanKind, PlansView } from '../../../common/billing';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { useSearchParams } from '../../lib/router';
import { plansQuery } from './api';
import { PlanCard } from './components/PlanCard';
import { PlanStatusCard } from './components/PlanStatusCard';
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
  const { data: me } = useMe();
  const plans = useQuery(plansQuery);
  const [search] = useSearchParams();
  const returned = usePaymentReturn();
  const [dialog, setDialog] = useState<'seats' | 'unsubscribe' | null>(search.get('seats') ? 'seats' : null);
  if (!me || plans.isPending) return <Skeleton h={320} />;
  if (plans.isError) return <QueryError query={plans} />;
  const view = plans.data;
  const plan: PlanKind = me.role === 'student' ? 'student' : me.isSchool ? 'school' : 'teacher';
  const configured = view.providers.stripe || view.providers.airwallex;
  const canChangeSeats = plan === 'school' && view.subscription.hasSubscription && view.providers.stripe;
  return (
    <Stack maw={720}>
      <PageHeader title={t('billing.pricing.title')} />
      <ReturnAlert state={returned} />
      {!configured && <Alert color="yellow">{t('billing.pricing.notConfigured')}</Alert>}
      {!me.premium.isActive && plan !== 'school' && <FreePlanNote plans={view} plan={plan} />}
      <PlanStatusCard
        plans={view}
        onChangeSeats={() => setDialog('seats')}
        onUnsubscribe={() => setDialog('unsubscribe')}
      />
      <PlanCard plans={view} plan={plan} />
      <SeatsDialog opened={dialog === 'seats' && canChangeSeats} onClose={() => setDialog(null)} />
      <UnsubscribeDialog opened={dialog === 'unsubscribe'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** What the free plan allows, for a caller on it. */
function FreePlanNote({ plans, plan }: { plans: PlansView; plan: PlanKind }) {
  const { t } = useTranslation();
  const limit = plans.freeLimit;
  return (
    <Text size="sm" c="dimmed" data-testid="free-plan">
      {plan === 'teacher'
        ? t('billing.pricing.freeTeacher', {
            questions: limit.questionsPerAssignment,
            assignments: limit.assignmentsPerDay,
            students: limit.studentsPerTeacher,
          })
        : t('billing.pricing.freeStudent', {
            questions: limit.questionsPerPractice,
            practices: limit.practicesPerDay,
          })}
    </Text>
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
