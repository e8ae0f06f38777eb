import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChalkboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SchoolTeacherView } from '../../../../common/schools';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { formatInvitedDate, LinkStatusBadge } from '../../../components/links/LinkStatus';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { schoolTeachersQuery } from '../api';

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
      <Text size="sm" c="dimmed" data-testid="seats">
        {t('schools.seats.summary', {
          teachers: seats.teachers,
          teacherSeats: seats.teacherSeats,
          students: seats.students,
          studentSeats: seats.studentSeats,
        })}
      </Text>
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
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onRemove}
            aria-label={t('schools.teachers.removeTeacher', { name: teacher.displayName })}
          >
            {t('schools.teachers.remove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
