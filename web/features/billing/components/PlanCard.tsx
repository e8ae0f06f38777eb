import { Alert, Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_MONTHS,
  DEFAULT_SEATS,
  MAX_MONTHS,
  type PaymentMethod,
  type PlanKind,
  type PlansView,
  quote,
} from '../../../../common/billing';
import { defaultPremiumSettings } from '../../../../common/settings';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useCheckout } from '../api';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { type SeatCounts, SeatSliders } from './SeatSliders';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

interface PlanCardProps {
  plans: PlansView;
  plan: PlanKind;
}

/**
 * The plan to buy: yearly or N months once, a school's seats; its price (while the limited-time offer runs, the
 * offer's price is the price, the regular one struck through), its total, and Buy.
 */
export function PlanCard({ plans, plan }: PlanCardProps) {
  const { t, language } = useTranslation();
  const choice = usePlanChoice(plans, plan);
  const [choosing, setChoosing] = useState(false);
  const { priced } = choice;
  const configured = plans.providers.stripe || plans.providers.airwallex;
  return (
    <>
      <Card withBorder>
        <Stack>
          <Text fw={700} size="lg">
            {t(`billing.pricing.plan.${plan}`)}
          </Text>
          {plan !== 'school' && <MonthlyPrice plans={plans} plan={plan} isDiscounted={choice.isDiscounted} />}
          <PlanChoices plan={plan} choice={choice} />
          {choice.offerOpen && !choice.isDiscounted && (
            <Text size="sm" c="orange.9">
              {t('errors.discount_needs_months')}
            </Text>
          )}
          {typeof priced === 'string' ? (
            <Alert color="orange">{t(`errors.${priced}`)}</Alert>
          ) : (
            <Text size="xl" fw={700} data-testid="total">
              {t('billing.pricing.total', { total: formatNumber(priced.total, language), months: priced.months })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('billing.pricing.moneyBack', { days: plans.moneyBackDays })}
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
          billing={choice.billing}
          providers={plans.providers}
          isPaying={choice.isPaying}
          onPay={choice.pay}
        />
      )}
    </>
  );
}

/**
 * What the caller picks and its price, quoted here as the server will (the server prices every checkout), and the
 * checkout that sends them to the provider's page.
 */
function usePlanChoice(plans: PlansView, plan: PlanKind) {
  const errorText = useErrorText();
  const checkout = useCheckout();
  const [billing, setBilling] = useState<'yearly' | 'oneOff'>('yearly');
  const [months, setMonths] = useState<number>(DEFAULT_MONTHS);
  const [seats, setSeats] = useState<SeatCounts>({ ...DEFAULT_SEATS });
  const offerOpen = plans.offer !== null && plan !== 'school';
  const schoolSeats = plan === 'school' ? seats : {};
  const settings = { ...defaultPremiumSettings, prices: plans.prices };
  // While the offer runs its price is the price, for every plan it covers (the months it needs, or a year).
  const boughtMonths = billing === 'yearly' ? 12 : months;
  const isDiscounted = offerOpen && boughtMonths >= (plans.offer?.minimumMonths ?? Number.POSITIVE_INFINITY);
  const priced = quote(
    settings,
    { plan, billing, months, isDiscounted, paymentMethod: 'card', ...schoolSeats },
    offerOpen,
  );
  const pay = (paymentMethod: PaymentMethod) => {
    const body = { plan, billing, months: billing === 'oneOff' ? months : undefined, isDiscounted, paymentMethod };
    checkout.mutate(
      { ...body, ...schoolSeats },
      {
        // Both providers' pages are addresses: Stripe's checkout, or Airwallex's page opened on the chosen method.
        onSuccess: (answer) => window.location.assign('url' in answer ? answer.url : answer.checkoutUrl),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  };
  return {
    billing,
    setBilling,
    months,
    setMonths,
    isDiscounted,
    seats,
    setSeats,
    offerOpen,
    priced,
    pay,
    isPaying: checkout.isPending || checkout.isSuccess,
  };
}

interface PlanChoicesProps {
  plan: PlanKind;
  choice: ReturnType<typeof usePlanChoice>;
}

function PlanChoices({ plan, choice }: PlanChoicesProps) {
  const { t } = useTranslation();
  return (
    <>
      <SegmentedControl
        value={choice.billing}
        onChange={(value) => choice.setBilling(value === 'oneOff' ? 'oneOff' : 'yearly')}
        data={[
          { value: 'yearly', label: t('billing.pricing.yearly') },
          { value: 'oneOff', label: t('billing.pricing.oneOff') },
        ]}
      />
      {choice.billing === 'oneOff' && (
        <NumberInput
          label={t('billing.pricing.months')}
          min={1}
          max={MAX_MONTHS}
          value={choice.months}
          onChange={(value) => choice.setMonths(Math.max(1, Math.min(MAX_MONTHS, Number(value) || 1)))}
          allowDecimal={false}
        />
      )}
      {plan === 'school' && <SeatSliders value={choice.seats} onChange={choice.setSeats} />}
    </>
  );
}

/**
 * The month's price: the limited-time one while the offer runs, the regular one struck through beside it (and the
 * months it needs); the regular one alone once the offer has ended or the months chosen are too few.
 */
function MonthlyPrice({
  plans,
  plan,
  isDiscounted,
}: {
  plans: PlansView;
  plan: 'student' | 'teacher';
  isDiscounted: boolean;
}) {
  const { t, language } = useTranslation();
  const own = plans.prices[plan];
  const price = (amount: number) => t('billing.pricing.perMonth', { price: formatNumber(amount, language) });
  if (!plans.offer) {
    return (
      <Text fz={28} fw={800} lh={1.2} data-testid="monthly-price">
        {price(own.regular)}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text fz={28} fw={800} lh={1.2} data-testid="monthly-price" c={isDiscounted ? undefined : 'dimmed'}>
          {price(own.limitedTime)}
        </Text>
        <Text size="lg" c="dimmed" td="line-through" data-testid="regular-price">
          {price(own.regular)}
        </Text>
        <Badge color="urgent" variant="light">
          {t('billing.pricing.offerBadge')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('billing.pricing.offerNote', { months: plans.offer.minimumMonths })}
      </Text>
    </Stack>
  );
}
