import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { Link } from '../../../lib/router';

export interface SeatLimit {
  studentCount: number;
  teacherCount: number;
}

/** The server's not_enough_seat answer (its counts), or null for any other error. */
export function seatLimitOf(error: unknown): SeatLimit | null {
  if (!(error instanceof ApiError) || error.code !== 'not_enough_seat') return null;
  return {
    studentCount: Number(error.params?.studentCount ?? 0),
    teacherCount: Number(error.params?.teacherCount ?? 0),
  };
}

/**
 * The upgrade dialog a school sees when it has no seat left (spec: adding is blocked and an upgrade dialog shows).
 * Seats are bought on the profile page, where payments live.
 */
export function SeatLimitDialog({ limit, onClose }: { limit: SeatLimit | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={limit !== null}
      onClose={onClose}
      centered
      title={
        <Group gap="xs" component="span">
          <ThemeIcon color="yellow" variant="light" radius="xl" size="md" component="span">
            <IconCrown size={18} />
          </ThemeIcon>
          <Text fw={700} component="span">
            {t('schools.seats.title')}
          </Text>
        </Group>
      }
    >
      <Stack>
        {limit && <Text>{t('errors.not_enough_seat', { ...limit })}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('schools.seats.notNow')}
          </Button>
          <Button component={Link} to="/app/profile" color="yellow.8" leftSection={<IconCrown size={18} />}>
            {t('schools.seats.addSeats')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
