import '../../components/admin/styles';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportView } from '../../../common/admins';
import { ConfirmRowDelete } from '../../components/admin/ConfirmDelete';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { adminKeys, reportsQuery } from './api';
import { ReportsTable } from './components/ReportsTable';
import { ResolveReportDialog } from './components/ResolveReportDialog';

/**
 * `/app/reports`: the 20 latest open question reports, live from the server's event stream (the shell's LiveReports
 * keeps the list fresh); a row opens the question's editor, Answer resolves it with a reply, the bin deletes spam.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const reports = useQuery(reportsQuery);
  const [resolving, setResolving] = useState<ReportView | null>(null);
  const remove = useDeleteRow<ReportView>({
    path: '/api/admin/reports',
    deletedText: t('admin.reports.deleted'),
    invalidates: adminKeys.reports,
  });
  return (
    <>
      <PageHeader title={t('admin.reports.title')} />
      {reports.data && reports.data.count > reports.data.items.length && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.reports.count', { count: reports.data.count })}
        </Text>
      )}
      <ReportsTable onDelete={remove.ask} onResolve={setResolving} />
      <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />
      <ConfirmRowDelete deletion={remove} nameOf={(report) => report.message.slice(0, 40)} />
    </>
  );
}
