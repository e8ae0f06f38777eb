import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEFAULT_MONTHS, MAX_MONTHS, type PaymentMethod, quote } from '../../../common/billing';
import { defaultPremiumSettings } from '../../../common/settings';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { meKeys, useMe } from '../../lib/me';
import { notifyError } from '../../lib/notify';
import { useSearchParams } from '../../lib/router';
import { plansQuery, useCheckout, usePortal } from './api';

/**
 * `/app/pricing`: the plan for the caller's role (student or teacher; schools buy seats), yearly or N months once,
 * the limited-time price when it is open (6 months or more), and the payment-method choice. The server prices
 * every checkout; this page shows the same quote.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const plans = useQuery(plansQuery);
  const [search] = useSearchParams();
  const [billing, setBilling] = useState<'yearly' | 'oneOff'>('yearly');
  const [months, setMonths] = useState<number>(DEFAULT_MONTHS);
  const [discounted, setDiscounted] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const checkout = useCheckout();
  const portal = usePortal();
  const payment = search.get('payment');
  // The two prices do not fit side by side at phone width.
  const narrow = useMediaQuery('(max-width: 40em)');

  // Back from the provider: the webhook may land a moment later, so the profile is read again.
  useEffect(() => {
    if (payment === 'success') void queryClient.invalidateQueries({ queryKey: meKeys.all });
  }, [payment, queryClient]);

  if (!me || plans.isPending) return <Skeleton h={320} />;
  if (plans.isError) return <QueryError query={plans} />;
  const view = plans.data;
  const plan = me.role === 'student' ? 'student' : me.isSchool ? 'school' : 'teacher';
  const settings = { ...defaultPremiumSettings, prices: view.prices };
  const offerOpen = view.offer !== null && plan !== 'school';
  const priced = quote(
    settings,
    { plan, billing, months, isDiscounted: discounted && offerOpen, paymentMethod: 'card' },
    offerOpen,
  );
  const configured = view.providers.stripe || view.providers.airwallex;

  const pay = (paymentMethod: PaymentMethod) => {
    checkout.mutate(
      {
        plan,
        billing,
        months: billing === 'oneOff' ? months : undefined,
        isDiscounted: discounted && offerOpen,
        paymentMethod,
      },
      {
        onSuccess: (answer) => {
          if ('url' in answer) window.location.assign(answer.url);
          else notifyError(t('billing.pricing.airwallexPending'));
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );
  };

  return (
    <Stack maw={720}>
      <PageHeader title={t('billing.pricing.title')} />
      {payment === 'success' && (
        <Alert color="teal" title={t('billing.pricing.thanks')}>
          {me.premium.isActive ? t('billing.pricing.active') : t('billing.pricing.processing')}
        </Alert>
      )}
      {payment === 'cancelled' && <Alert color="gray">{t('billing.pricing.cancelled')}</Alert>}
      {!configured && <Alert color="yellow">{t('billing.pricing.notConfigured')}</Alert>}
      {me.premium.isActive && (
        <Card withBorder>
          <Group justify="space-between">
            <Stack gap={2}>
              <Badge color="teal" variant="light">
                {t('billing.pricing.premium')}
              </Badge>
              {me.premium.expiry !== null && (
                <Text size="sm">
                  {t('billing.pricing.until', { date: new Date(me.premium.expiry).toLocaleDateString() })}
                </Text>
              )}
            </Stack>
            {view.subscription.hasCustomer && view.providers.stripe && (
              <Button
                variant="light"
                loading={portal.isPending}
                onClick={() =>
                  portal.mutate(undefined, {
                    onSuccess: ({ url }) => window.location.assign(url),
                    onError: (error) => notifyError(errorText(error)),
                  })
                }
              >
                {t('billing.pricing.portal')}
              </Button>
            )}
          </Group>
        </Card>
      )}
      <Card withBorder>
        <Stack>
          <Text fw={700} size="lg">
            {t(`billing.pricing.plan.${plan}`)}
          </Text>
          <SegmentedControl
            value={billing}
            onChange={(value) => setBilling(value as 'yearly' | 'oneOff')}
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
          {offerOpen && (
            <SegmentedControl
              orientation={narrow ? 'vertical' : 'horizontal'}
              fullWidth
              value={discounted ? 'offer' : 'regular'}
              onChange={(value) => setDiscounted(value === 'offer')}
              data={[
                {
                  value: 'regular',
                  label: t('billing.pricing.regular', {
                    price: view.prices[plan === 'teacher' ? 'teacher' : 'student'].regular,
                  }),
                },
                {
                  value: 'offer',
                  label: t('billing.pricing.limited', {
                    price: view.prices[plan === 'teacher' ? 'teacher' : 'student'].limitedTime,
                  }),
                },
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
      <Modal opened={choosing} onClose={() => setChoosing(false)} title={t('billing.pricing.method')}>
        <SimpleGrid cols={1}>
          <Button disabled={!view.providers.stripe} loading={checkout.isPending} onClick={() => pay('card')}>
            {t('billing.pricing.card')}
          </Button>
          {(['fps', 'wechatpay', 'alipay'] as const).map((method) => (
            <Button
              key={method}
              variant="light"
              disabled={!view.providers.airwallex || billing === 'yearly'}
              onClick={() => pay(method)}
            >
              {t(`billing.pricing.${method}`)}
            </Button>
          ))}
          {billing === 'yearly' && (
            <Text size="xs" c="dimmed">
              {t('billing.pricing.localOneOff')}
            </Text>
          )}
        </SimpleGrid>
      </Modal>
    </Stack>
  );
}
