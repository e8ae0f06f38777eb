import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PracticeSummary } from '../../../common/practice';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { PremiumDialog, type UpsellReason, upsellReasonOf } from '../../components/PremiumDialog';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError } from '../../lib/notify';
import { practiceHomePath } from '../../lib/practices';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router';
import { useConfirmedRemoval } from '../../lib/useConfirmedRemoval';
import { historyQuery, studentHistoryQuery, useDeletePractice, useRedoPractice } from './api';
import { HistoryList } from './components/HistoryList';
import { PracticeActions } from './components/PracticeActions';
import { RemarkDialog, type RemarkTarget } from './components/RemarkDialog';

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
  if (history.isPending) body = <ListSkeleton rows={5} height={52} />;
  else if (history.isError) body = <QueryError query={history} />;
  else if (history.data.items.length === 0) {
    body = (
      <EmptyState
        icon={IconHistory}
        title={t('history.student.emptyTitle')}
        hint={t('history.student.emptyHint', { name: name ?? '' })}
        hintWidth={null}
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
  const [page, setPage] = usePage();
  const history = useQuery(historyQuery(page));
  const changes = usePracticeChanges();
  let body: React.ReactNode;
  if (history.isPending) body = <ListSkeleton rows={5} height={52} />;
  else if (history.isError) {
    body = <QueryError query={history} />;
  } else if (history.data.items.length === 0) {
    body = (
      <EmptyState icon={IconHistory} title={t('history.empty.title')} hint={t('history.empty.hint')} hintWidth={null}>
        <Button component={Link} to="/app/free-practice" mt="sm">
          {t('history.empty.action')}
        </Button>
      </EmptyState>
    );
  } else {
    const actions = (practice: PracticeSummary) => (
      <PracticeActions
        practice={practice}
        onRedo={() => changes.redo(practice)}
        onEditRemark={() => changes.setRemarkTarget({ practiceId: practice.id, remark: practice.remark })}
        onDelete={() => changes.removal.ask(practice)}
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
      <RemarkDialog target={changes.remarkTarget} onClose={() => changes.setRemarkTarget(null)} />
      <DeletePracticeDialog
        opened={changes.removal.removing !== null}
        onCancel={changes.removal.cancel}
        onConfirm={changes.removal.confirm}
        loading={changes.removal.isPending}
      />
      <PremiumDialog reason={changes.upsell} onClose={() => changes.setUpsell(null)} />
    </>
  );
}

/**
 * What a student does to a practice from the list: redo it (a free account past its limit is offered premium),
 * change its remark, delete it after confirming.
 */
function usePracticeChanges() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const redo = useRedoPractice();
  const [remarkTarget, setRemarkTarget] = useState<RemarkTarget | null>(null);
  const removal = useConfirmedRemoval<PracticeSummary>(
    useDeletePractice(),
    (practice) => practice.id,
    t('history.delete.done'),
  );
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  return {
    remarkTarget,
    setRemarkTarget,
    /** the practice waiting for the delete's confirmation, and its delete */
    removal,
    upsell,
    setUpsell,
    redo: (practice: PracticeSummary) =>
      redo.mutate(practice.id, {
        onSuccess: (created) => navigate(`/app/working/${created.id}/1`),
        onError: (error) => {
          const limit = upsellReasonOf(error);
          if (limit) setUpsell(limit);
          else notifyError(errorText(error));
        },
      }),
  };
}

interface DeletePracticeDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

function DeletePracticeDialog({ opened, onCancel, onConfirm, loading }: DeletePracticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onCancel} title={t('history.delete.title')}>
      <Stack gap="md">
        <Text>{t('history.delete.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-autofocus>
            {t('history.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
