import '@mantine/core/styles/Table.css';
import { Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChalkboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeacherLinkView } from '../../../common/links';
import { ConfirmRemove } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { formatInvitedDate, LinkStatusBadge, SchoolBadge } from '../../components/links/LinkStatus';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { teachersQuery, useAcceptTeacher, useRemoveTeacher } from './api';

const PHONE_QUERY = '(max-width: 47.99em)';

/** `/app/my-teachers` (students): invitations to accept or reject first, then the teachers, each removable. */
export function MyTeachersPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const teachers = useQuery(teachersQuery);
  const accept = useAcceptTeacher();
  const remove = useRemoveTeacher();
  const [removing, setRemoving] = useState<TeacherLinkView | null>(null);

  function handleAccept(teacher: TeacherLinkView) {
    accept.mutate(teacher.teacherId, {
      onSuccess: () => notifySuccess(t('links.teachers.accepted')),
      onError: (error) => notifyError(errorText(error)),
    });
  }

  function handleReject(teacher: TeacherLinkView) {
    remove.mutate(teacher.teacherId, {
      onSuccess: () => notifySuccess(t('links.teachers.rejected')),
      onError: (error) => notifyError(errorText(error)),
    });
  }

  function handleRemove() {
    if (!removing) return;
    remove.mutate(removing.teacherId, {
      onSuccess: () => {
        notifySuccess(t('links.teachers.removed'));
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  }

  const actions = (teacher: TeacherLinkView) => (
    <TeacherActions
      teacher={teacher}
      isAccepting={accept.isPending && accept.variables === teacher.teacherId}
      isRejecting={remove.isPending && remove.variables === teacher.teacherId}
      onAccept={() => handleAccept(teacher)}
      onReject={() => handleReject(teacher)}
      onRemove={() => setRemoving(teacher)}
    />
  );

  let body: React.ReactNode;
  if (teachers.isPending) body = <ListSkeleton />;
  else if (teachers.isError) body = <QueryError query={teachers} />;
  else if (teachers.data.length === 0) body = <EmptyTeachers />;
  else {
    // The server sends pending ones first; the page keeps that promise even if the order changes there.
    const sorted = [...teachers.data].sort((a, b) => Number(a.accepted) - Number(b.accepted));
    body = isPhone ? (
      <TeacherCards teachers={sorted} actions={actions} />
    ) : (
      <TeacherTable teachers={sorted} actions={actions} />
    );
  }

  return (
    <>
      <PageHeader title={t('links.teachers.title')} />
      {body}
      <ConfirmRemove
        texts={
          removing && {
            title: t('links.teachers.confirmRemove.title', { name: removing.displayName }),
            body: t('links.teachers.confirmRemove.body'),
            confirm: t('links.teachers.confirmRemove.confirm'),
          }
        }
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
        loading={remove.isPending}
      />
    </>
  );
}

interface TeacherListProps {
  teachers: TeacherLinkView[];
  actions: (teacher: TeacherLinkView) => React.ReactNode;
}

function TeacherName({ teacher }: { teacher: TeacherLinkView }) {
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} truncate>
          {teacher.displayName}
        </Text>
        {teacher.isSchool && <SchoolBadge />}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {teacher.email}
      </Text>
    </Stack>
  );
}

function TeacherTable({ teachers, actions }: TeacherListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('links.teachers.columns.teacher')}</Table.Th>
            <Table.Th>{t('links.teachers.columns.status')}</Table.Th>
            <Table.Th>{t('links.teachers.columns.invited')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('links.teachers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teachers.map((teacher) => (
            <Table.Tr key={teacher.teacherId}>
              <Table.Td maw={360}>
                <TeacherName teacher={teacher} />
                {!teacher.accepted && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('links.teachers.pendingHint')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <LinkStatusBadge accepted={teacher.accepted} />
              </Table.Td>
              <Table.Td>{formatInvitedDate(teacher.createdAt, language)}</Table.Td>
              <Table.Td>{actions(teacher)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function TeacherCards({ teachers, actions }: TeacherListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {teachers.map((teacher) => (
        <Card key={teacher.teacherId} padding="sm" radius="md" withBorder={!teacher.accepted}>
          <Stack gap="xs">
            <TeacherName teacher={teacher} />
            <Group gap="xs">
              <LinkStatusBadge accepted={teacher.accepted} />
              <Text size="xs" c="dimmed">
                {t('links.invitedAt', { date: formatInvitedDate(teacher.createdAt, language) })}
              </Text>
            </Group>
            {!teacher.accepted && (
              <Text size="sm" c="dimmed">
                {t('links.teachers.pendingHint')}
              </Text>
            )}
            {actions(teacher)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

interface TeacherActionsProps {
  teacher: TeacherLinkView;
  isAccepting: boolean;
  isRejecting: boolean;
  onAccept: () => void;
  onReject: () => void;
  onRemove: () => void;
}

function TeacherActions({ teacher, isAccepting, isRejecting, onAccept, onReject, onRemove }: TeacherActionsProps) {
  const { t } = useTranslation();
  const name = teacher.displayName;
  if (teacher.accepted) {
    return (
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={onRemove}
          aria-label={t('links.teachers.removeTeacher', { name })}
        >
          {t('links.teachers.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="flex-end" gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        onClick={onReject}
        loading={isRejecting}
        disabled={isAccepting}
        aria-label={t('links.teachers.rejectFrom', { name })}
      >
        {t('links.teachers.reject')}
      </Button>
      <Button
        size="xs"
        onClick={onAccept}
        loading={isAccepting}
        disabled={isRejecting}
        aria-label={t('links.teachers.acceptFrom', { name })}
      >
        {t('links.teachers.accept')}
      </Button>
    </Group>
  );
}

function EmptyTeachers() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={IconChalkboard} title={t('links.teachers.empty.title')} hint={t('links.teachers.empty.hint')} />
  );
}
