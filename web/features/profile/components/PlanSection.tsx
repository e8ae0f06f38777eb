import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { Me } from '../../../../common/profile';
import { useTranslation } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/router';

/**
 * Profile's way to the plans (issue 26.5: plans can be found): the account's plan in a line and the pricing page,
 * for every role that can pay (students, teachers and parents, schools: straight to their seats).
 */
export function PlanSection({ me }: { me: Me }) {
  const { t, language } = useTranslation();
  const { premium } = me;
  let status: string;
  if (!premium.isActive) status = t('profile.plan.free');
  else if (premium.expiry === null) status = t('profile.plan.premium');
  else status = t('profile.plan.premiumUntil', { date: formatDate(premium.expiry, language) });
  return (
    <Card component="section">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('profile.plan.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {status}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={me.isSchool ? '/app/pricing?seats=1' : '/app/pricing'}
          variant={premium.isActive ? 'light' : 'filled'}
          color="urgent"
          leftSection={<IconCrown size={18} />}
        >
          {me.isSchool ? t('profile.plan.seats') : t('profile.plan.see')}
        </Button>
      </Group>
    </Card>
  );
}
