import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pickText } from '../../../common/i18n';
import type { PracticeSummary } from '../../../common/practice';
import { Dialog } from '../../components/Dialog';
import { PageHeader } from '../../components/PageHeader';
import { PremiumDialog, type UpsellReason, upsellReasonOf } from '../../components/PremiumDialog';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { practiceHomePath } from '../../lib/practices';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router';
import { HISTORY_PAGE_SIZE, historyQuery, studentHistoryQuery, useDeletePractice, useRedoPractice } from './api';
import { PracticeActions } from './components/PracticeActions';
import { RemarkDialog, type RemarkTarget } from './components/RemarkDialog';

const PHONE_QUERY = '(max-width: 47.99em)';

function formatDate(at: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/**
 * `/app/practice-history`: every practice, newest first, paged; a row opens working or the result. A teacher sees a
 * linked student's practices here (`?student=`), read-only; without a student they pick one on my-students.
 */
export function HistoryPage() {
  const { data: me } = useMe();
  const [searchParams] = useSearchParams();
  const studentId = searchParams.get('student');
  if (me?.role !== 'teacher') return <OwnHistory />;
  if (!studentId) return <Navigate to="/app/my-students" replace />;
  return <StudentHistory studentId={studentId} />;
}

function usePage(): [number, (next: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('page', String(next));
      return params;
    });
  return [page, setPage];
}

/** A linked student's practices as their teacher sees them: finished ones open the result; nothing to change here. */
function StudentHistory({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const history = useQuery(studentHistoryQuery(studentId, page));
  const name = history.data?.student.displayName;
  let body: React.ReactNode;
  if (history.isPending) body = <HistorySkeleton />;
  else if (history.isError) body = <QueryError query={history} />;
  else if (history.data.items.length === 0) {
    body = (
      <EmptyHistory
        title={t('history.student.emptyTitle')}
        hint={t('history.student.emptyHint', { name: name ?? '' })}
      />
    );
  } else {
    body = (
      <HistoryList
        rows={history.data.items}
        total={history.data.total}
        page={page}
        onPage={setPage}
        linkOf={(practice) => (practice.finishedAt === null ? null : `/app/result/${practice.id}`)}
      />
    );
  }
  return (
    <>
      <PageHeader title={name ? t('history.student.title', { name }) : t('history.title')} backTo="/app/my-students" />
      {body}
    </>
  );
}

function OwnHistory() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [page, setPage] = usePage();
  const history = useQuery(historyQuery(page));
  const redo = useRedoPractice();
  const remove = useDeletePractice();
  const [remarkTarget, setRemarkTarget] = useState<RemarkTarget | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<PracticeSummary | null>(null);
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);

  function handleRedo(practice: PracticeSummary) {
    redo.mutate(practice.id, {
      onSuccess: (created) => navigate(`/app/working/${created.id}/1`),
      onError: (error) => {
        const limit = upsellReasonOf(error);
        if (limit) setUpsell(limit);
        else notifyError(errorText(error));
      },
    });
  }

  function handleDelete() {
    if (!deleteTarget) return;
    remove.mutate(deleteTarget.id, {
      onSuccess: () => {
        notifySuccess(t('history.delete.done'));
        setDeleteTarget(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  }

  let body: React.ReactNode;
  if (history.isPending) body = <HistorySkeleton />;
  else if (history.isError) {
    body = <QueryError query={history} />;
  } else if (history.data.items.length === 0) {
    body = (
      <EmptyHistory title={t('history.empty.title')} hint={t('history.empty.hint')}>
        <Button component={Link} to="/app/free-practice" mt="sm">
          {t('history.empty.action')}
        </Button>
      </EmptyHistory>
    );
  } else {
    const actions = (practice: PracticeSummary) => (
      <PracticeActions
        practice={practice}
        onRedo={() => handleRedo(practice)}
        onEditRemark={() => setRemarkTarget({ practiceId: practice.id, remark: practice.remark })}
        onDelete={() => setDeleteTarget(practice)}
      />
    );
    body = (
      <HistoryList
        rows={history.data.items}
        total={history.data.total}
        page={page}
        onPage={setPage}
        linkOf={practiceHomePath}
        actions={actions}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('history.title')} />
      {body}
      <RemarkDialog target={remarkTarget} onClose={() => setRemarkTarget(null)} />
      <Dialog opened={deleteTarget !== null} onClose={() => setDeleteTarget(null)} title={t('history.delete.title')}>
        <Stack gap="md">
          <Text>{t('history.delete.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleteTarget(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={handleDelete} data-autofocus>
              {t('history.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <PremiumDialog reason={upsell} onClose={() => setUpsell(null)} />
    </>
  );
}

function EmptyHistory({ title, hint, children }: { title: string; hint: string; children?: React.ReactNode }) {
  return (
    <Card>
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconHistory size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

interface RowsProps {
  rows: PracticeSummary[];
  /** where a row opens, or null when it opens nowhere (a student's paper in progress, seen by the teacher) */
  linkOf: (practice: PracticeSummary) => string | null;
  /** the row's menu (redo, remark, delete): the student's own history only */
  actions?: (practice: PracticeSummary) => React.ReactNode;
}

function HistoryList({
  total,
  page,
  onPage,
  ...rows
}: RowsProps & { total: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
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
    <Card padding={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                      {formatDate(practice.createdAt, language)}
                    </Anchor>
                  ) : (
                    <Text size="sm">{formatDate(practice.createdAt, language)}</Text>
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
        </Table.Tbody>
      </Table>
    </Card>
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
              {formatDate(practice.createdAt, language)} ·{' '}
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

function HistorySkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={52} radius="md" />
      ))}
    </Stack>
  );
}
