import '../../components/admin/styles';
import { ActionIcon, Card, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReportView } from '../../../common/admins';
import { pickText } from '../../../common/i18n';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useNavigate } from '../../lib/router';
import { adminKeys, reportsQuery } from './api';

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
  const language = currentLanguage();
  const navigate = useNavigate();
  const reports = useQuery(reportsQuery);
  const remove = useDeleteRow<ReportView>({
    path: '/api/admin/reports',
    deletedText: t('admin.reports.deleted'),
    invalidates: adminKeys.reports,
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
                          remove.ask(report);
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
        name={remove.deleting ? remove.deleting.message.slice(0, 40) : null}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
        loading={remove.isPending}
      />
    </>
  );
}
