import { Alert, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OwnReportList } from '../../../../common/admins';
import type { PracticeView } from '../../../../common/practice';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { formatDay } from '../../../lib/dates';

/** The reporter's own reports on a paper and the admins' answers; a live `appeals` or `regraded` event refreshes it. */
function useOwnReports(practiceId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['appeals', practiceId],
    queryFn: () => api.get<OwnReportList>(`/api/practices/${practiceId}/reports`),
    enabled,
  });
}

/**
 * What regrading on appeal changed on this paper (issue 29.4): a line per mark a corrected key changed, and, for the
 * student, how each of their reports was answered. Nothing when there is neither.
 */
export function RegradeNotice({ practice, asTeacher }: { practice: PracticeView; asTeacher: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reports = useOwnReports(practice.id, !asTeacher);
  const answered = (reports.data?.items ?? []).filter((report) => report.status !== 'open');
  if (practice.regrades.length === 0 && answered.length === 0) return null;
  const mark = (score: number | null) => (score === null ? '–' : String(score));
  return (
    <Stack gap="sm" mb="lg" data-testid="regrade-notice">
      {practice.regrades.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconScale size={20} aria-hidden />}
          title={t('result.regrade.title')}
        >
          <Stack gap={4}>
            {practice.regrades.map((regrade) => (
              <Text key={`${regrade.questionNo}-${regrade.regradedAt}`} size="sm">
                {t(asTeacher ? 'result.regrade.lineTeacher' : 'result.regrade.line', {
                  no: regrade.questionNo,
                  date: formatDay(regrade.regradedAt, language),
                  old: mark(regrade.oldScore),
                  new: mark(regrade.newScore),
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {answered.map((report) => (
        <Alert
          key={report.id}
          color={report.status === 'regraded' ? 'teal' : 'lagoon'}
          variant="light"
          title={`${t('result.regrade.reportTitle', { no: report.questionNo ?? '' })} · ${t(`result.regrade.status.${report.status}`)}`}
        >
          <Text size="sm">{report.reply}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
