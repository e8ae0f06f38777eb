import '@mantine/core/styles/Table.css';
import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChalkboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TeacherLinkView } from '../../../common/links';
import { ConfirmRemoval } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { InvitationButtons, RemoveLinkButton } from '../../components/links/LinkButtons';
import { formatInvitedDate, LinkStatusBadge, SchoolBadge } from '../../components/links/LinkStatus';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useConfirmedRemoval } from '../../lib/useConfirmedRemoval';
import { type InvitationAnswers, useInvitationAnswers } from '../../lib/useInvitationAnswers';
import { useIsPhone } from '../../lib/useIsPhone';
import { teachersQuery, useAcceptTeacher, useRemoveTeacher } from './api';

/** `/app/my-teachers` (students): invitations to accept or reject first, then the teachers, each removable. */
export function MyTeachersPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const teachers = useQuery(teachersQuery);
  const remove = useRemoveTeacher();
  const idOf = (teacher: TeacherLinkView) => teacher.teacherId;
  // Rejecting an invitation and removing a teacher are one route: the same mutation answers both.
  const answers = useInvitationAnswers(useAcceptTeacher(), remove, idOf, {
    accepted: t('links.teachers.accepted'),
    rejected: t('links.teachers.rejected'),
  });
  const removal = useConfirmedRemoval(remove, idOf, t('links.teachers.removed'));

  const actions = (teacher: TeacherLinkView) => (
    <TeacherActions teacher={teacher} answers={answers} onRemove={() => removal.ask(teacher)} />
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
      <ConfirmRemoval
        removal={removal}
        texts={(teacher) => ({
          title: t('links.teachers.confirmRemove.title', { name: teacher.displayName }),
          body: t('links.teachers.confirmRemove.body'),
          confirm: t('links.teachers.confirmRemove.confirm'),
        })}
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
  answers: InvitationAnswers<TeacherLinkView>;
  onRemove: () => void;
}

function TeacherActions({ teacher, answers, onRemove }: TeacherActionsProps) {
  const { t } = useTranslation();
  const name = teacher.displayName;
  if (teacher.accepted) {
    return (
      <Group justify="flex-end">
        <RemoveLinkButton
          label={t('links.teachers.remove')}
          ariaLabel={t('links.teachers.removeTeacher', { name })}
          onClick={onRemove}
        />
      </Group>
    );
  }
  return (
    <InvitationButtons
      row={teacher}
      answers={answers}
      justify="flex-end"
      texts={{
        reject: t('links.teachers.reject'),
        rejectFrom: t('links.teachers.rejectFrom', { name }),
        accept: t('links.teachers.accept'),
        acceptFrom: t('links.teachers.acceptFrom', { name }),
      }}
    />
  );
}

function EmptyTeachers() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={IconChalkboard} title={t('links.teachers.empty.title')} hint={t('links.teachers.empty.hint')} />
  );
}
