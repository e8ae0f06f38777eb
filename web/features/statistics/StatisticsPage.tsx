import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Card, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartLine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatisticsView } from '../../../common/statistics';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useParams, useSearchParams } from '../../lib/router';
import { statisticsQuery } from './api';
import { ChapterMastery } from './components/ChapterMastery';
import { MetricChart } from './components/MetricChart';
import { ReviewNotebook } from './components/ReviewNotebook';
import { type Metric, metrics, StatCards } from './components/StatCards';
import { StatisticsFilters } from './components/StatisticsFilters';
import { StudentAssignments } from './components/StudentAssignments';
import { dayToDate, rangeFromSearch } from './range';

const PHONE_QUERY = '(max-width: 47.99em)';
const tabs = ['overview', 'assignments', 'chapters', 'notebook'] as const;
type Tab = (typeof tabs)[number];

/**
 * `/app/statistics` (a student's own) and `/app/statistics/:studentId?school=` (a linked student, for a teacher or
 * school, with the assignments tab). The subject, range, tab and card live in the address (`?subject=&range=` or `&from=&to=`, `&tab=`,
 * `&card=`), so a view can be shared and survives a reload.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { studentId = null } = useParams();
  const [search, setSearch] = useSearchParams();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  // "Longest" starts at the first practised day, which the last answer told us.
  const [firstDay, setFirstDay] = useState<number | null>(null);
  const range = rangeFromSearch(search, Date.now(), firstDay);
  const subjectId = search.get('subject');
  const school = search.get('school');
  const query = useQuery(statisticsQuery(studentId, { subjectId, from: range.from, to: range.to }, school));
  const view = query.data;
  if (view && view.firstDay !== firstDay) setFirstDay(view.firstDay);

  // The assignments tab is a teacher's view of a student, the notebook the student's own.
  const shownTabs = tabs.filter((name) => (studentId ? name !== 'notebook' : name !== 'assignments'));
  const tab: Tab = shownTabs.includes(search.get('tab') as Tab) ? (search.get('tab') as Tab) : 'overview';
  const card: Metric = metrics.includes(search.get('card') as Metric) ? (search.get('card') as Metric) : 'averageScore';
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );

  const title = studentId && view ? t('statistics.titleOf', { name: view.student.displayName }) : t('statistics.title');
  return (
    <>
      <PageHeader title={title} backTo={studentId ? '/app/my-students' : undefined} />
      {query.isPending ? (
        <StatisticsSkeleton />
      ) : query.isError ? (
        <QueryError query={query} />
      ) : (
        <>
          <StatisticsFilters
            subjects={query.data.subjects}
            subjectId={query.data.subjectId}
            range={range}
            isPhone={isPhone}
            onSubject={(id) => update({ subject: id })}
            onPreset={(preset) => update({ range: preset, from: null, to: null })}
            onDates={(next) => update({ range: null, from: dayToDate(next.from), to: dayToDate(next.to) })}
          />
          <Tabs
            value={tab}
            onChange={(value) => update({ tab: value === 'overview' ? null : value })}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="overview">{t('statistics.tabs.overview')}</Tabs.Tab>
              {studentId && <Tabs.Tab value="assignments">{t('statistics.tabs.assignments')}</Tabs.Tab>}
              <Tabs.Tab value="chapters">{t('statistics.tabs.chapters')}</Tabs.Tab>
              {!studentId && <Tabs.Tab value="notebook">{t('statistics.tabs.notebook')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="overview">
              {query.data.subjectId === null ? (
                <EmptyStatistics own={!studentId} />
              ) : (
                <Overview view={query.data} card={card} onCard={(next) => update({ card: next })} />
              )}
            </Tabs.Panel>
            {studentId && (
              <Tabs.Panel value="assignments">
                <StudentAssignments
                  studentId={studentId}
                  filter={{ subjectId: query.data.subjectId, from: range.from, to: range.to }}
                  school={school}
                  isPhone={isPhone}
                />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="chapters">
              {query.data.subjectId === null ? (
                <EmptyStatistics own={!studentId} />
              ) : (
                <ChapterMastery
                  subjectId={query.data.subjectId}
                  chapters={query.data.chapters}
                  canPractise={!studentId}
                />
              )}
            </Tabs.Panel>
            {!studentId && (
              <Tabs.Panel value="notebook">
                <ReviewNotebook />
              </Tabs.Panel>
            )}
          </Tabs>
        </>
      )}
    </>
  );
}

function Overview({ view, card, onCard }: { view: StatisticsView; card: Metric; onCard: (card: Metric) => void }) {
  return (
    <>
      <StatCards view={view} selected={card} onSelect={onCard} />
      <MetricChart view={view} metric={card} />
    </>
  );
}

function EmptyStatistics({ own }: { own: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconChartLine size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
        <Title order={2} fz="lg">
          {t('statistics.empty.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {own ? t('statistics.empty.own') : t('statistics.empty.student')}
        </Text>
      </Stack>
    </Card>
  );
}

function StatisticsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={36} w={320} maw="100%" />
      <Skeleton h={32} w={360} maw="100%" />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <Skeleton key={item} h={96} />
        ))}
      </SimpleGrid>
      <Skeleton h={260} />
    </Stack>
  );
}
