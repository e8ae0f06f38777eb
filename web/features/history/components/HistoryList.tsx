import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Badge, Card, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { pickText } from '../../../../common/i18n';
import type { PracticeSummary } from '../../../../common/practice';
import { ListTable } from '../../../components/ListTable';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { Link, useNavigate } from '../../../lib/router';
import { useIsPhone } from '../../../lib/useIsPhone';
import { HISTORY_PAGE_SIZE } from '../api';

interface RowsProps {
  rows: PracticeSummary[];
  /** where a row opens, or null when it opens nowhere (a student's paper in progress, seen by the teacher) */
  linkOf: (practice: PracticeSummary) => string | null;
  /** the row's menu (redo, remark, delete): the student's own history only */
  actions?: (practice: PracticeSummary) => React.ReactNode;
}

export function HistoryList({
  total,
  page,
  onPage,
  ...rows
}: RowsProps & { total: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Stack gap="md">
      {isPhone ? <HistoryCards {...rows} /> : <HistoryTable {...rows} />}
      {total > HISTORY_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / HISTORY_PAGE_SIZE)}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': t(control === 'next' ? 'history.nextPage' : 'history.previousPage'),
            })}
          />
        </Group>
      )}
    </Stack>
  );
}

function Outcome({ practice }: { practice: PracticeSummary }) {
  const { t } = useTranslation();
  if (practice.finishedAt === null) {
    const left = practice.deadlineAt - Date.now();
    return (
      <Badge color="orange" variant="light" tt="none">
        {left > 0
          ? t('history.inProgressLeft', { count: Math.max(1, Math.ceil(left / 60_000)) })
          : t('history.finishing')}
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} size="sm">
        {t('result.scoreValue', { score: practice.score ?? 0, total: practice.totalScore })}
      </Text>
      {practice.grade && (
        <Badge color={practice.grade.color} autoContrast tt="none">
          {practice.grade.grade}
        </Badge>
      )}
    </Group>
  );
}

function HistoryTable({ rows, linkOf, actions }: RowsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  return (
    <ListTable
      headings={
        <>
          <Table.Th>{t('history.columns.date')}</Table.Th>
          <Table.Th>{t('history.columns.subject')}</Table.Th>
          <Table.Th>{t('history.columns.questions')}</Table.Th>
          <Table.Th>{t('history.columns.score')}</Table.Th>
          <Table.Th>{t('history.columns.remark')}</Table.Th>
          {actions && (
            <Table.Th w={56}>
              <VisuallyHidden>{t('history.actions.label')}</VisuallyHidden>
            </Table.Th>
          )}
        </>
      }
    >
      {rows.map((practice) => {
        const to = linkOf(practice);
        return (
          <Table.Tr
            key={practice.id}
            onClick={to ? () => navigate(to) : undefined}
            style={to ? { cursor: 'pointer' } : undefined}
          >
            <Table.Td>
              {to ? (
                <Anchor component={Link} to={to} size="sm" onClick={(event) => event.stopPropagation()}>
                  {formatDateTime(practice.createdAt, language)}
                </Anchor>
              ) : (
                <Text size="sm">{formatDateTime(practice.createdAt, language)}</Text>
              )}
            </Table.Td>
            <Table.Td>{pickText(practice.subject.title, language)}</Table.Td>
            <Table.Td>{practice.noOfQuestions}</Table.Td>
            <Table.Td>
              <Outcome practice={practice} />
            </Table.Td>
            <Table.Td maw={220}>
              <Text size="sm" lineClamp={2} c={practice.remark ? undefined : 'dimmed'}>
                {practice.remark || '–'}
              </Text>
            </Table.Td>
            {actions && <Table.Td>{actions(practice)}</Table.Td>}
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

function HistoryCards({ rows, linkOf, actions }: RowsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {rows.map((practice) => {
        const to = linkOf(practice);
        const summary = (
          <Stack gap={4}>
            <Text fw={700}>{pickText(practice.subject.title, language)}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(practice.createdAt, language)} ·{' '}
              {t('history.questionCount', { count: practice.noOfQuestions })}
            </Text>
            <Outcome practice={practice} />
            {practice.remark && (
              <Text size="sm" lineClamp={2}>
                {practice.remark}
              </Text>
            )}
          </Stack>
        );
        return (
          <Card key={practice.id} padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {to ? (
                <Anchor component={Link} to={to} underline="never" c="inherit" style={{ flex: 1, minWidth: 0 }}>
                  {summary}
                </Anchor>
              ) : (
                <div style={{ flex: 1, minWidth: 0 }}>{summary}</div>
              )}
              {actions?.(practice)}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
