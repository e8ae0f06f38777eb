import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconChalkboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SchoolTeacherView } from '../../../../common/schools';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { RemoveLinkButton } from '../../../components/links/LinkButtons';
import { formatInvitedDate, LinkStatusBadge } from '../../../components/links/LinkStatus';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { Link } from '../../../lib/router';
import { schoolTeachersQuery } from '../api';
import '@mantine/core/styles/Anchor.css';

interface TeacherListProps {
  /** shown in the empty list, as the first thing to do */
  inviteButton: ReactNode;
  onRemove: (teacher: SchoolTeacherView) => void;
}

/** The school's seats in use, then its teachers, pending and accepted. */
export function TeacherList({ inviteButton, onRemove }: TeacherListProps) {
  const { t } = useTranslation();
  const list = useQuery(schoolTeachersQuery);
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <QueryError query={list} />;
  const { seats, teachers } = list.data;
  return (
    <Stack gap="sm">
      <SeatLine seats={seats} />
      {teachers.length === 0 ? (
        <EmptyState
          icon={IconChalkboard}
          title={t('schools.teachers.empty.title')}
          hint={t('schools.teachers.empty.hint')}
        >
          <Group mt="sm">{inviteButton}</Group>
        </EmptyState>
      ) : (
        teachers.map((teacher) => (
          <TeacherCard key={teacher.teacherId} teacher={teacher} onRemove={() => onRemove(teacher)} />
        ))
      )}
    </Stack>
  );
}

function TeacherCard({ teacher, onRemove }: { teacher: SchoolTeacherView; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Card padding="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} truncate>
            {teacher.displayName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {teacher.email}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <LinkStatusBadge accepted={teacher.accepted} />
          <Text size="xs" c="dimmed">
            {t('schools.invitedAt', { date: formatInvitedDate(teacher.createdAt, currentLanguage()) })}
          </Text>
          <RemoveLinkButton
            label={t('schools.teachers.remove')}
            ariaLabel={t('schools.teachers.removeTeacher', { name: teacher.displayName })}
            onClick={onRemove}
          />
        </Group>
      </Group>
    </Card>
  );
}

type Seats = { teachers: number; teacherSeats: number; students: number; studentSeats: number };

/**
 * The seats in use and paid for, a "Buy seats" link beside them, and why more can be in use than paid for ("1 of 0":
 * no seats bought yet, during a trial or after a plan ended).
 */
function SeatLine({ seats }: { seats: Seats }) {
  const { t } = useTranslation();
  const isOver = seats.teachers > seats.teacherSeats || seats.students > seats.studentSeats;
  const hasNone = seats.teacherSeats + seats.studentSeats === 0;
  return (
    <Stack gap={2}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="seats">
          {t('schools.seats.summary', seats)}
        </Text>
        <Anchor component={Link} to="/app/pricing?seats=1" size="sm" fw={600}>
          {t('schools.seats.buy')}
        </Anchor>
      </Group>
      {(isOver || hasNone) && (
        <Text size="xs" c={isOver ? 'orange.9' : 'dimmed'} data-testid="seats-why">
          {t(hasNone ? 'schools.seats.none' : 'schools.seats.over')}
        </Text>
      )}
    </Stack>
  );
}
