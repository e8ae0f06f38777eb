import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PlansView } from '../../../../common/billing';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useMe } from '../../../lib/me';
import { notifyError } from '../../../lib/notify';
import { usePortal } from '../api';

interface PlanStatusCardProps {
  plans: PlansView;
  onChangeSeats: () => void;
  onUnsubscribe: () => void;
}

/** The plan the caller has: until when, a school's seats, and the billing portal, seats and unsubscribe actions. */
export function PlanStatusCard({ plans, onChangeSeats, onUnsubscribe }: PlanStatusCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: me } = useMe();
  const portal = usePortal();
  if (!me?.premium.isActive) return null;
  const { subscription, providers } = plans;
  const isSchool = me.isSchool;

  const handlePortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Badge color="teal" variant="light">
              {t('billing.pricing.premium')}
            </Badge>
            {me.premium.expiry !== null && (
              <Text size="sm">
                {t('billing.pricing.until', { date: new Date(me.premium.expiry).toLocaleDateString() })}
              </Text>
            )}
            {isSchool && (
              <Text size="sm" data-testid="seat-summary">
                {t('billing.seats.summary', {
                  students: subscription.usedStudents,
                  studentSeats: subscription.students,
                  teachers: subscription.usedTeachers,
                  teacherSeats: subscription.teachers,
                })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {subscription.hasCustomer && providers.stripe && (
            <Button variant="light" loading={portal.isPending} onClick={handlePortal}>
              {t('billing.pricing.portal')}
            </Button>
          )}
          {isSchool && subscription.hasSubscription && providers.stripe && (
            <Button variant="light" onClick={onChangeSeats}>
              {t('billing.seats.change')}
            </Button>
          )}
          <Button variant="subtle" color="red" onClick={onUnsubscribe}>
            {t('billing.unsubscribe.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
