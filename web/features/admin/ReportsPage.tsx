import './components/adminStyles';
import { ActionIcon, Card, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportView } from '../../../common/admins';
import { pickText } from '../../../common/i18n';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { adminKeys, reportsQuery, useInvalidateAdmin } from './api';
import { ConfirmDelete } from './components/ConfirmDelete';

function formatDateTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/**
 * `/app/reports`: the 20 latest question reports, live from the server's event stream (the shell's LiveReports keeps
 * the list fresh); a row opens the question's editor.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage();
  const navigate = useNavigate();
  const reports = useQuery(reportsQuery);
  const invalidate = useInvalidateAdmin();
  const [deleting, setDeleting] = useState<ReportView | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/reports/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notifySuccess(t('admin.reports.deleted'));
      setDeleting(null);
    },
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(adminKeys.reports),
  });

  let body: React.ReactNode;
  if (reports.isPending) body = <Skeleton h={240} />;
  else if (reports.isError) {
    body = <QueryError query={reports} />;
  } else if (reports.data.items.length === 0) body = <Text c="dimmed">{t('admin.reports.empty')}</Text>;
  else {
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.reports.at')}</Table.Th>
                <Table.Th>{t('admin.reports.subject')}</Table.Th>
                <Table.Th>{t('admin.reports.chapter')}</Table.Th>
                <Table.Th>{t('admin.reports.message')}</Table.Th>
                <Table.Th>{t('admin.reports.user')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.items.map((report) => {
                const open = report.questionId
                  ? () => navigate(`/app/manage-question/${report.questionId}`)
                  : undefined;
                return (
                  <Table.Tr
                    key={report.id}
                    onClick={open}
                    style={{ cursor: open ? 'pointer' : undefined }}
                    tabIndex={open ? 0 : undefined}
                    onKeyDown={(event) => {
                      if (
                        open &&
                        (event.key === 'Enter' || event.key === ' ') &&
                        event.target === event.currentTarget
                      ) {
                        event.preventDefault();
                        open();
                      }
                    }}
                  >
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
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={(event) => {
                          event.stopPropagation();
                          setDeleting(report);
                        }}
                        aria-label={`${t('admin.common.delete')}: ${report.message.slice(0, 40)}`}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={t('admin.reports.title')} />
      {reports.data && reports.data.count > reports.data.items.length && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.reports.count', { count: reports.data.count })}
        </Text>
      )}
      {body}
      <ConfirmDelete
        name={deleting ? deleting.message.slice(0, 40) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        loading={remove.isPending}
      />
    </>
  );
}
