import '@mantine/core/styles/Table.css';
import { Anchor, Button, Card, Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartLine, IconChevronRight, IconFileSpreadsheet, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudentLinkView } from '../../../common/links';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { ImportStudentsDialog } from '../classes/components/ImportStudentsDialog';
import { studentsQuery, useRemoveStudent } from './api';
import { ConfirmRemove } from './components/ConfirmRemove';
import { ExtraTimeSelect } from './components/ExtraTimeSelect';
import { formatInvitedDate, LinkStatusBadge } from './components/LinkStatus';
import { ListSkeleton } from './components/ListSkeleton';
import { InviteStudentDialog } from './InviteStudentDialog';

const PHONE_QUERY = '(max-width: 47.99em)';

// Only an accepted link lets the teacher see the student's practices; a pending row leads nowhere.
const historyPath = (student: StudentLinkView) =>
  `/app/practice-history?student=${encodeURIComponent(student.studentId)}`;

/** `/app/my-students` (teachers and schools): invited and accepted students, filterable by class (`?class=`). */
export function MyStudentsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const className = searchParams.get('class');
  const schoolId = searchParams.get('school');
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const students = useQuery(studentsQuery);
  const remove = useRemoveStudent();
  const [isInviting, setInviting] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const [removing, setRemoving] = useState<StudentLinkView | null>(null);

  const classNames = [...new Set((students.data ?? []).map((student) => student.className).filter(Boolean))].sort(
    (a, b) => a.localeCompare(b, undefined, { numeric: true }),
  );

  // Schools the listed students belong to (spec: the school filter).
  const schoolOptions = [
    ...new Map(
      (students.data ?? []).flatMap((student) =>
        student.schoolId ? [[student.schoolId, student.schoolName ?? ''] as const] : [],
      ),
    ),
  ];

  function setFilter(key: 'class' | 'school', value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(Object.fromEntries(next), { replace: true });
  }

  function handleRemove() {
    if (!removing) return;
    remove.mutate(removing.studentId, {
      onSuccess: () => {
        notifySuccess(t('links.students.removed'));
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  }

  const inviteButton = (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" leftSection={<IconFileSpreadsheet size={18} />} onClick={() => setImporting(true)}>
        {t('links.students.importList')}
      </Button>
      <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
        {t('links.students.invite')}
      </Button>
    </Group>
  );

  let body: React.ReactNode;
  if (students.isPending) body = <ListSkeleton />;
  else if (students.isError) body = <QueryError query={students} />;
  else if (students.data.length === 0) body = <EmptyStudents inviteButton={inviteButton} />;
  else {
    const shown = students.data.filter(
      (student) => (!className || student.className === className) && (!schoolId || student.schoolId === schoolId),
    );
    if (shown.length === 0) {
      body = (
        <Text c="dimmed" size="sm">
          {t('links.students.noneInClass')}
        </Text>
      );
    } else if (isPhone) {
      body = <StudentCards students={shown} onRemove={setRemoving} />;
    } else {
      body = <StudentTable students={shown} onRemove={setRemoving} />;
    }
  }

  return (
    <>
      <PageHeader title={t('links.students.title')} right={students.data?.length === 0 ? undefined : inviteButton} />
      {(classNames.length > 0 || schoolOptions.length > 0) && (
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          {classNames.length > 0 && (
            <NativeSelect
              label={t('links.students.class')}
              value={className ?? ''}
              onChange={(event) => setFilter('class', event.currentTarget.value)}
              data={[
                { value: '', label: t('links.students.allClasses') },
                ...classNames.map((name) => ({ value: name, label: name })),
              ]}
              w={{ base: '100%', sm: 240 }}
            />
          )}
          {schoolOptions.length > 0 && (
            <NativeSelect
              label={t('links.students.school')}
              value={schoolId ?? ''}
              onChange={(event) => setFilter('school', event.currentTarget.value)}
              data={[
                { value: '', label: t('links.students.allSchools') },
                ...schoolOptions.map(([id, name]) => ({ value: id, label: name })),
              ]}
              w={{ base: '100%', sm: 240 }}
            />
          )}
        </Group>
      )}
      {body}
      <ImportStudentsDialog opened={isImporting} onClose={() => setImporting(false)} />
      <InviteStudentDialog opened={isInviting} onClose={() => setInviting(false)} defaultClassName={className ?? ''} />
      <ConfirmRemove
        texts={
          removing && {
            title: t('links.students.confirmRemove.title', { name: removing.displayName }),
            body: t('links.students.confirmRemove.body'),
            confirm: t('links.students.confirmRemove.confirm'),
          }
        }
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
        loading={remove.isPending}
      />
    </>
  );
}

interface StudentListProps {
  students: StudentLinkView[];
  onRemove: (student: StudentLinkView) => void;
}

const statisticsPath = (student: StudentLinkView) => `/app/statistics/${encodeURIComponent(student.studentId)}`;

/** An accepted student's statistics (spec: a row of my-students leads to them); a pending row has none to show. */
function StatisticsButton({ student }: { student: StudentLinkView }) {
  const { t } = useTranslation();
  if (!student.accepted) return null;
  return (
    <Button
      component={Link}
      to={statisticsPath(student)}
      variant="subtle"
      size="xs"
      leftSection={<IconChartLine size={16} />}
      aria-label={t('links.students.statisticsOf', { name: student.displayName })}
    >
      {t('links.students.statistics')}
    </Button>
  );
}

function RemoveButton({ student, onRemove }: { student: StudentLinkView; onRemove: StudentListProps['onRemove'] }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      onClick={() => onRemove(student)}
      aria-label={t('links.students.removeStudent', { name: student.displayName })}
    >
      {t('links.students.remove')}
    </Button>
  );
}

function StudentTable({ students, onRemove }: StudentListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('links.students.columns.name')}</Table.Th>
              <Table.Th>{t('links.students.columns.email')}</Table.Th>
              <Table.Th>{t('links.students.columns.className')}</Table.Th>
              <Table.Th>{t('links.students.columns.classNumber')}</Table.Th>
              <Table.Th>{t('links.students.columns.status')}</Table.Th>
              <Table.Th>{t('links.students.columns.invited')}</Table.Th>
              <Table.Th>{t('links.students.extraTime.label')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('links.students.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((student) => (
              <Table.Tr
                key={student.studentId}
                onClick={(event) => {
                  // The buttons and the extra-time select sit in the row: they must not open the history.
                  if (!student.accepted) return;
                  if (event.target instanceof HTMLElement && event.target.closest('a, button, select')) return;
                  navigate(historyPath(student));
                }}
                style={student.accepted ? { cursor: 'pointer' } : undefined}
              >
                <Table.Td>
                  {student.accepted ? (
                    <Anchor component={Link} to={historyPath(student)} size="sm" fw={600}>
                      {student.displayName}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600}>
                      {student.displayName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {student.email}
                  </Text>
                </Table.Td>
                <Table.Td>{student.className || '-'}</Table.Td>
                <Table.Td>{student.classNumber || '-'}</Table.Td>
                <Table.Td>
                  <LinkStatusBadge accepted={student.accepted} />
                </Table.Td>
                <Table.Td>{formatInvitedDate(student.createdAt, language)}</Table.Td>
                <Table.Td>
                  <ExtraTimeSelect student={student} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end" wrap="nowrap" gap="xs">
                    <StatisticsButton student={student} />
                    <RemoveButton student={student} onRemove={onRemove} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function StudentCards({ students, onRemove }: StudentListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {students.map((student) => {
        const classLine = [
          student.className && t('links.students.classLine', { className: student.className }),
          student.classNumber && t('links.students.classNumberLine', { classNumber: student.classNumber }),
        ]
          .filter(Boolean)
          .join(' · ');
        const details = (
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {student.displayName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {student.email}
            </Text>
            {classLine && <Text size="sm">{classLine}</Text>}
          </Stack>
        );
        return (
          <Card key={student.studentId} padding="sm" radius="md">
            {student.accepted ? (
              <Anchor component={Link} to={historyPath(student)} underline="never" c="inherit">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  {details}
                  <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
                </Group>
              </Anchor>
            ) : (
              details
            )}
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm">{t('links.students.extraTime.label')}</Text>
              <ExtraTimeSelect student={student} />
            </Group>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Group gap="xs">
                <LinkStatusBadge accepted={student.accepted} />
                <Text size="xs" c="dimmed">
                  {t('links.invitedAt', { date: formatInvitedDate(student.createdAt, language) })}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <StatisticsButton student={student} />
                <RemoveButton student={student} onRemove={onRemove} />
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

function EmptyStudents({ inviteButton }: { inviteButton: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconUsers size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Title order={2} fz="lg">
          {t('links.students.empty.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {t('links.students.empty.hint')}
        </Text>
        <Group mt="sm">{inviteButton}</Group>
      </Stack>
    </Card>
  );
}
