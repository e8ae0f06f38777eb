import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlansView } from '../../../../common/billing';
import { Dialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { plansQuery, useChangeSeats } from '../api';
import { type SeatCounts, SeatSliders } from './SeatSliders';

/**
 * A school's seats on its running subscription (spec validation: at least 1 each, not below the students and teachers
 * it already has, 'not enough seat'; confirm disabled while nothing changed). Stripe prorates the change.
 */
export function SeatsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: plans } = useQuery(plansQuery);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('billing.seats.title')}>
      {plans && opened && <SeatsForm plans={plans} onClose={onClose} />}
    </Dialog>
  );
}

function SeatsForm({ plans, onClose }: { plans: PlansView; onClose: () => void }) {
  const { t, language } = useTranslation();
  const errorText = useErrorText();
  const change = useChangeSeats();
  const { subscription, prices } = plans;
  const current: SeatCounts = { students: subscription.students, teachers: subscription.teachers };
  const used: SeatCounts = { students: subscription.usedStudents, teachers: subscription.usedTeachers };
  const [seats, setSeats] = useState<SeatCounts>(current);
  const unchanged = seats.students === current.students && seats.teachers === current.teachers;
  const tooFew = seats.students < used.students || seats.teachers < used.teachers;
  const monthly = seats.students * prices.student.school + seats.teachers * prices.teacher.school;

  const handleConfirm = () =>
    change.mutate(seats, {
      onSuccess: () => {
        notifySuccess(t('billing.seats.updated'));
        onClose();
      },
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <Stack>
      <SeatSliders value={seats} onChange={setSeats} used={used} />
      {tooFew && (
        <Alert color="red" variant="light">
          {t('billing.seats.notEnough', { students: used.students, teachers: used.teachers })}
        </Alert>
      )}
      <Text size="sm" data-testid="seats-monthly">
        {t('billing.seats.monthly', { total: formatNumber(monthly, language) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('billing.seats.proration')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('billing.seats.cancel')}
        </Button>
        <Button disabled={unchanged || tooFew} loading={change.isPending} onClick={handleConfirm}>
          {t('billing.seats.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
