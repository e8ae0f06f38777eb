import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import type { AssignmentResults } from '../../../../../common/assignments';
import { useTranslation } from '../../../../i18n/i18n';
import { lazyWithPreload } from '../../../../lib/lazyWithPreload';
import { formatDateTime } from '../list/format';
import { averageScore, formatScore, scoreDistribution, submittedStudents } from './figures';

// @mantine/charts and its renderer are the largest part of this page: they load only when the overview shows.
const DistributionChart = lazyWithPreload(() =>
  import('./DistributionChart').then((module) => module.DistributionChart),
);

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={26} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** Submitted and not, the average, what waits for marking, and the score distribution. */
export function ResultOverview({ results }: { results: AssignmentResults }) {
  const { t, language } = useTranslation();
  const submitted = submittedStudents(results.students);
  const average = averageScore(results.students);
  const total = results.assignment.totalScore;
  const pending = results.students.reduce((sum, row) => sum + row.pendingMarking, 0);
  const averageText =
    average === null
      ? t('assignments.results.overview.noAverage')
      : t('assignments.results.overview.averageValue', {
          score: formatScore(Math.round(average * 10) / 10),
          total: formatScore(total),
        });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          label={t('assignments.results.overview.submitted')}
          value={`${submitted.length} / ${results.students.length}`}
          testId="overview-submitted"
        />
        <Figure
          label={t('assignments.results.overview.notSubmitted')}
          value={String(results.students.length - submitted.length)}
        />
        <Figure
          label={t('assignments.results.overview.average')}
          value={average === null || total === 0 ? '–' : `${Math.round((average / total) * 100)}%`}
          hint={averageText}
          testId="overview-average"
        />
        <Figure label={t('assignments.results.overview.pending')} value={String(pending)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('assignments.results.overview.due')}
        {t('common.colon')}
        {formatDateTime(results.assignment.dueDate, language)}
      </Text>
      <Card withBorder radius="md" padding="md">
        <Text fw={700}>{t('assignments.results.overview.distribution')}</Text>
        <Text size="xs" c="dimmed" mb="sm">
          {t('assignments.results.overview.distributionHint')}
        </Text>
        {submitted.length === 0 ? (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            {t('assignments.results.overview.noDistribution')}
          </Text>
        ) : (
          <Suspense fallback={<Skeleton h={240} />}>
            <div data-testid="distribution-chart">
              <DistributionChart data={scoreDistribution(results.students, total)} />
            </div>
          </Suspense>
        )}
      </Card>
    </Stack>
  );
}
