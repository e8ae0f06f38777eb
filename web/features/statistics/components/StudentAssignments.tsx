import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconChevronRight, IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { assignmentStatusColor } from '../../../../common/assignment-rules';
import { pickText } from '../../../../common/i18n';
import type { StudentAssignmentRow } from '../../../../common/statistics';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { type StatisticsFilter, studentAssignmentsQuery } from '../api';
import { EmptyTab } from './EmptyTab';

interface StudentAssignmentsProps {
  studentId: string;
  filter: StatisticsFilter;
  school: string | null;
  isPhone: boolean;
}

function formatDate(at: number, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Hong_Kong',
  }).format(at);
}

const submissionPath = (row: StudentAssignmentRow, studentId: string) =>
  `/app/assignment-submission/${encodeURIComponent(row.assignmentId)}/${encodeURIComponent(studentId)}`;

/**
 * The assignments tab of a linked student's statistics (teacher and school view only): punctuality and the number
 * late over the viewer's assignments due in the range, and each assignment; a row opens the student's submission.
 */
export function StudentAssignments({ studentId, filter, school, isPhone }: StudentAssignmentsProps) {
  const { t } = useTranslation();
  const query = useQuery(studentAssignmentsQuery(studentId, filter, school));

  if (query.isPending) return <AssignmentsSkeleton />;
  if (query.isError) return <QueryError query={query} />;
  const { punctuality, counted, late, assignments } = query.data;

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Card padding="md" data-testid="punctuality">
          <Text size="sm" c="dimmed">
            {t('statistics.assignments.punctuality')}
          </Text>
          <Text fz={28} fw={700}>
            {punctuality === null ? t('statistics.assignments.none') : `${punctuality}%`}
          </Text>
          <Text size="xs" c="dimmed">
            {t('statistics.assignments.punctualityHint')}
          </Text>
        </Card>
        <Card padding="md" data-testid="late">
          <Text size="sm" c="dimmed">
            {t('statistics.assignments.late')}
          </Text>
          <Text fz={28} fw={700}>
            {late}
          </Text>
          <Text size="xs" c="dimmed">
            {t('statistics.assignments.lateHint', { count: late, counted })}
          </Text>
        </Card>
      </SimpleGrid>
      {assignments.length === 0 ? (
        <EmptyTab
          icon={IconClipboardList}
          title={t('statistics.assignments.empty')}
          hint={t('statistics.assignments.emptyHint')}
        />
      ) : isPhone ? (
        <AssignmentCards rows={assignments} studentId={studentId} />
      ) : (
        <AssignmentTable rows={assignments} studentId={studentId} />
      )}
    </Stack>
  );
}

function StatusBadge({ row }: { row: StudentAssignmentRow }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={assignmentStatusColor(row.status)}>
      {t(`statistics.assignments.status.${row.status}`)}
    </Badge>
  );
}

function LateBadge({ row }: { row: StudentAssignmentRow }) {
  const { t } = useTranslation();
  if (!row.late && row.finishedAt === null) return null;
  return (
    <Badge variant="outline" color={row.late ? 'red' : 'teal'}>
      {row.late ? t('statistics.assignments.lateYes') : t('statistics.assignments.lateNo')}
    </Badge>
  );
}

function Score({ row }: { row: StudentAssignmentRow }) {
  const { t } = useTranslation();
  if (row.scorePercent === null) return <Text size="sm">{t('statistics.assignments.none')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {row.scorePercent}%
      </Text>
      {row.pendingMarking > 0 && (
        <Text size="xs" c="dimmed">
          {t('statistics.assignments.awaitingMark', { count: row.pendingMarking })}
        </Text>
      )}
    </Stack>
  );
}

interface RowsProps {
  rows: StudentAssignmentRow[];
  studentId: string;
}

function AssignmentTable({ rows, studentId }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('statistics.assignments.columns.assignment')}</Table.Th>
              <Table.Th>{t('statistics.assignments.columns.due')}</Table.Th>
              <Table.Th>{t('statistics.assignments.columns.status')}</Table.Th>
              <Table.Th>{t('statistics.assignments.columns.score')}</Table.Th>
              <Table.Th>{t('statistics.assignments.columns.finished')}</Table.Th>
              <Table.Th>{t('statistics.assignments.columns.late')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <AssignmentTableRow key={row.assignmentId} row={row} studentId={studentId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function AssignmentTableRow({ row, studentId }: { row: StudentAssignmentRow; studentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const subject = pickText({ en: row.subject.titleEn, zh: row.subject.titleZh }, language);
  const due = formatDate(row.dueDate, language);
  return (
    <Table.Tr
      data-testid="assignment-row"
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        if (event.target instanceof HTMLElement && event.target.closest('a')) return;
        navigate(submissionPath(row, studentId));
      }}
    >
      <Table.Td maw={280}>
        <Anchor
          component={Link}
          to={submissionPath(row, studentId)}
          size="sm"
          fw={600}
          aria-label={t('statistics.assignments.open', { subject, date: due })}
        >
          {subject}
        </Anchor>
        {row.remark && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.remark}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{due}</Table.Td>
      <Table.Td>
        <StatusBadge row={row} />
      </Table.Td>
      <Table.Td>
        <Score row={row} />
      </Table.Td>
      <Table.Td>
        {row.finishedAt === null ? t('statistics.assignments.notFinished') : formatDate(row.finishedAt, language, true)}
      </Table.Td>
      <Table.Td>
        <LateBadge row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

function AssignmentCards({ rows, studentId }: RowsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {rows.map((row) => {
        const subject = pickText({ en: row.subject.titleEn, zh: row.subject.titleZh }, language);
        const due = formatDate(row.dueDate, language);
        return (
          <Card key={row.assignmentId} padding="sm" radius="md" data-testid="assignment-row">
            <Anchor
              component={Link}
              to={submissionPath(row, studentId)}
              underline="never"
              c="inherit"
              aria-label={t('statistics.assignments.open', { subject, date: due })}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={700} truncate>
                    {subject}
                  </Text>
                  {row.remark && (
                    <Text size="sm" c="dimmed" truncate>
                      {row.remark}
                    </Text>
                  )}
                  <Text size="sm">{t('statistics.assignments.dueLine', { date: due })}</Text>
                  {row.finishedAt !== null && (
                    <Text size="sm">
                      {t('statistics.assignments.finishedLine', { date: formatDate(row.finishedAt, language, true) })}
                    </Text>
                  )}
                </Stack>
                <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Anchor>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Group gap="xs">
                <StatusBadge row={row} />
                <LateBadge row={row} />
              </Group>
              <Score row={row} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

function AssignmentsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <SimpleGrid cols={2} spacing="sm">
        <Skeleton h={96} />
        <Skeleton h={96} />
      </SimpleGrid>
      <Skeleton h={200} />
    </Stack>
  );
}
