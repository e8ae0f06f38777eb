import { Alert, Button, Card, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
import { notifyError } from '../../../lib/notify';
import { useCheckout } from '../api';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { type SeatCounts, SeatSliders } from './SeatSliders';

interface PlanCardProps {
  plans: PlansView;
  plan: PlanKind;
}

/** The plan to buy: yearly or N months once, a school's seats, the limited-time price; its total, and Buy. */
export function PlanCard({ plans, plan }: PlanCardProps) {
  const { t } = useTranslation();
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
          <PlanChoices plans={plans} plan={plan} choice={choice} />
          {typeof priced === 'string' ? (
            <Alert color="orange">{t(`errors.${priced}`)}</Alert>
          ) : (
            <Text size="xl" fw={700} data-testid="total">
              {t('billing.pricing.total', { total: priced.total, months: priced.months })}
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
  const [discounted, setDiscounted] = useState(false);
  const [seats, setSeats] = useState<SeatCounts>({ ...DEFAULT_SEATS });
  const offerOpen = plans.offer !== null && plan !== 'school';
  const schoolSeats = plan === 'school' ? seats : {};
  const settings = { ...defaultPremiumSettings, prices: plans.prices };
  const isDiscounted = discounted && offerOpen;
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
    discounted,
    setDiscounted,
    seats,
    setSeats,
    offerOpen,
    priced,
    pay,
    isPaying: checkout.isPending || checkout.isSuccess,
  };
}

interface PlanChoicesProps {
  plans: PlansView;
  plan: PlanKind;
  choice: ReturnType<typeof usePlanChoice>;
}

function PlanChoices({ plans, plan, choice }: PlanChoicesProps) {
  const { t } = useTranslation();
  // The two prices do not fit side by side at phone width.
  const narrow = useMediaQuery('(max-width: 40em)');
  const ownPrices = plans.prices[plan === 'teacher' ? 'teacher' : 'student'];
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
      {choice.offerOpen && (
        <SegmentedControl
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth
          value={choice.discounted ? 'offer' : 'regular'}
          onChange={(value) => choice.setDiscounted(value === 'offer')}
          data={[
            { value: 'regular', label: t('billing.pricing.regular', { price: ownPrices.regular }) },
            { value: 'offer', label: t('billing.pricing.limited', { price: ownPrices.limitedTime }) },
          ]}
        />
      )}
    </>
  );
}
