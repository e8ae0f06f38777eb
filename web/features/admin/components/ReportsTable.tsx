import { ActionIcon, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReportView } from '../../../../common/admins';
import { pickText } from '../../../../common/i18n';
import { EmptyState } from '../../../components/EmptyState';
import { OpenableRow } from '../../../components/ListTable';
import { QueryError } from '../../../components/QueryError';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { useNavigate } from '../../../lib/router';
import { reportsQuery } from '../api';
import { AdminTable } from './AdminTable';

/** The latest question reports, newest first; a report of a question still there opens its editor. */
export function ReportsTable({
  onDelete,
  onResolve,
}: {
  onDelete: (report: ReportView) => void;
  onResolve: (report: ReportView) => void;
}) {
  const { t } = useTranslation();
  const reports = useQuery(reportsQuery);
  if (reports.isPending) return <Skeleton h={240} />;
  if (reports.isError) return <QueryError query={reports} />;
  if (reports.data.items.length === 0) {
    return <EmptyState icon={IconFlag} title={t('admin.reports.empty')} hint={t('admin.reports.emptyHint')} />;
  }
  return (
    <AdminTable
      minWidth={720}
      highlightOnHover
      headings={[
        t('admin.reports.at'),
        t('admin.reports.subject'),
        t('admin.reports.chapter'),
        t('admin.reports.message'),
        t('admin.reports.user'),
      ]}
    >
      {reports.data.items.map((report) => (
        <ReportRow
          key={report.id}
          report={report}
          onDelete={() => onDelete(report)}
          onResolve={() => onResolve(report)}
        />
      ))}
    </AdminTable>
  );
}

interface ReportRowProps {
  report: ReportView;
  onDelete: () => void;
  onResolve: () => void;
}

function ReportRow({ report, onDelete, onResolve }: ReportRowProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const open = report.questionId ? () => navigate(`/app/manage-question/${report.questionId}`) : undefined;
  return (
    <OpenableRow onOpen={open}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt, language)}</Table.Td>
      <Table.Td>{report.subject.title ? pickText(report.subject.title, language) : '-'}</Table.Td>
      <Table.Td>
        {report.chapter.chapterNo ? `${report.chapter.chapterNo}. ` : ''}
        {report.chapter.title ? pickText(report.chapter.title, language) : '-'}
        {!report.questionId && (
          <Text size="xs" c="dimmed">
            {t('admin.reports.noQuestion')}
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" lineClamp={3}>
          {report.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{report.user.displayName}</Text>
        <Text size="xs" c="dimmed">
          {report.user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <ReportActions report={report} onDelete={onDelete} onResolve={onResolve} />
      </Table.Td>
    </OpenableRow>
  );
}

/** Resolve and delete, which act on the report without opening its question. */
function ReportActions({ report, onDelete, onResolve }: ReportRowProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={(event) => {
          event.stopPropagation();
          onResolve();
        }}
        aria-label={`${t('admin.reports.resolve.button')}${t('common.colon')}${report.message.slice(0, 40)}`}
      >
        {t('admin.reports.resolve.button')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={(event) => {
          event.stopPropagation();
          onDelete();
        }}
        aria-label={`${t('admin.common.delete')}${t('common.colon')}${report.message.slice(0, 40)}`}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
