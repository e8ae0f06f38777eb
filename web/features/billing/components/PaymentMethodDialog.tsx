import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconCreditCard, IconLock, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { type AirwallexMethod, airwallexMethods, type PaymentMethod, type Quote } from '../../../../common/billing';
import { Dialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';

interface PaymentMethodDialogProps {
  opened: boolean;
  onClose: () => void;
  quote: Quote;
  billing: 'yearly' | 'oneOff';
  providers: { stripe: boolean; airwallex: boolean };
  /** the checkout is on its way (the page then leaves for the provider) */
  isPaying: boolean;
  onPay: (method: PaymentMethod) => void;
}

/**
 * The payment-method choice (spec dialogs): card or wallet through Stripe's checkout, or FPS, WeChat Pay and Alipay
 * through Airwallex. A local method first shows its own screen (what is paid, and how that method is paid on a
 * computer or on this phone) before leaving for Airwallex's secure page.
 */
export function PaymentMethodDialog(props: PaymentMethodDialogProps) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<AirwallexMethod | null>(null);
  const handleClose = () => {
    setLocal(null);
    props.onClose();
  };
  return (
    <Dialog
      opened={props.opened}
      onClose={handleClose}
      title={local ? t(`billing.pricing.${local}`) : t('billing.pricing.method')}
    >
      {local ? (
        <AirwallexStep {...props} method={local} onBack={() => setLocal(null)} />
      ) : (
        <MethodList {...props} onLocal={setLocal} />
      )}
    </Dialog>
  );
}

function MethodList({
  billing,
  providers,
  isPaying,
  onPay,
  onLocal,
}: PaymentMethodDialogProps & { onLocal: (method: AirwallexMethod) => void }) {
  const { t } = useTranslation();
  const localOpen = providers.airwallex && billing === 'oneOff';
  return (
    <SimpleGrid cols={1}>
      <Button
        disabled={!providers.stripe}
        loading={isPaying}
        leftSection={<IconCreditCard size={18} />}
        onClick={() => onPay('card')}
      >
        {t('billing.pricing.card')}
      </Button>
      {airwallexMethods.map((method) => (
        <Button
          key={method}
          variant="light"
          disabled={!localOpen}
          leftSection={<IconQrcode size={18} />}
          onClick={() => onLocal(method)}
        >
          {t(`billing.pricing.${method}`)}
        </Button>
      ))}
      {billing === 'yearly' && providers.airwallex && (
        <Text size="xs" c="dimmed">
          {t('billing.pricing.localOneOff')}
        </Text>
      )}
    </SimpleGrid>
  );
}

function AirwallexStep({
  method,
  quote,
  isPaying,
  onPay,
  onBack,
}: PaymentMethodDialogProps & { method: AirwallexMethod; onBack: () => void }) {
  const { t, language } = useTranslation();
  return (
    <Stack>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="xl" radius="md">
          <IconQrcode size={26} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700} size="xl" data-testid="local-total">
            {t('billing.pricing.total', { total: formatNumber(quote.total, language), months: quote.months })}
          </Text>
          <Text size="sm">{t(`billing.local.${method}`)}</Text>
        </Stack>
      </Group>
      <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
        {t('billing.local.secure')}
      </Alert>
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('billing.local.back')}
        </Button>
        <Button loading={isPaying} onClick={() => onPay(method)}>
          {t('billing.local.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
