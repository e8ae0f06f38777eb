import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChalkboard, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SchoolTeacherView } from '../../../common/schools';
import { ConfirmRemove } from '../../components/Dialog';
import { ListSkeleton } from '../../components/ListSkeleton';
import { formatInvitedDate, LinkStatusBadge } from '../../components/links/LinkStatus';
import { PageHeader } from '../../components/PageHeader';
import { PremiumDialog, type UpsellReason } from '../../components/PremiumDialog';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schoolTeachersQuery, useRemoveSchoolTeacher } from './api';
import { InviteTeacherDialog } from './components/InviteTeacherDialog';

/** `/app/my-teachers` for a school: its teachers (pending and accepted), its seats, invite and remove. */
export function SchoolTeachersPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage();
  const list = useQuery(schoolTeachersQuery);
  const remove = useRemoveSchoolTeacher();
  const [isInviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<SchoolTeacherView | null>(null);
  const [seatLimit, setSeatLimit] = useState<UpsellReason | null>(null);

  function handleRemove() {
    if (!removing) return;
    remove.mutate(removing.teacherId, {
      onSuccess: () => {
        notifySuccess(t('schools.teachers.removed'));
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  }

  const inviteButton = (
    <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
      {t('schools.teachers.invite')}
    </Button>
  );

  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError) body = <QueryError query={list} />;
  else {
    const { seats, teachers } = list.data;
    body = (
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
          <Card>
            <Stack align="center" gap="xs" py="xl" ta="center">
              <IconChalkboard size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
              <Title order={2} fz="lg">
                {t('schools.teachers.empty.title')}
              </Title>
              <Text c="dimmed" size="sm" maw={420}>
                {t('schools.teachers.empty.hint')}
              </Text>
              <Group mt="sm">{inviteButton}</Group>
            </Stack>
          </Card>
        ) : (
          teachers.map((teacher) => (
            <Card key={teacher.teacherId} padding="sm" radius="md">
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
                    {t('schools.invitedAt', { date: formatInvitedDate(teacher.createdAt, language) })}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => setRemoving(teacher)}
                    aria-label={t('schools.teachers.removeTeacher', { name: teacher.displayName })}
                  >
                    {t('schools.teachers.remove')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('schools.teachers.title')} right={list.data?.teachers.length ? inviteButton : undefined} />
      {body}
      <InviteTeacherDialog opened={isInviting} onClose={() => setInviting(false)} onSeatLimit={setSeatLimit} />
      <PremiumDialog reason={seatLimit} onClose={() => setSeatLimit(null)} />
      <ConfirmRemove
        texts={
          removing && {
            title: t('schools.teachers.confirmRemove.title', { name: removing.displayName }),
            body: t('schools.teachers.confirmRemove.body'),
            confirm: t('schools.teachers.confirmRemove.confirm'),
          }
        }
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
        loading={remove.isPending}
      />
    </>
  );
}
