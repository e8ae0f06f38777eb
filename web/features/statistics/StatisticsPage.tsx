import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatisticsView } from '../../../common/statistics';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useParams, useSearchParams } from '../../lib/router';
import { useIsPhone } from '../../lib/useIsPhone';
import { statisticsQuery } from './api';
import { ChapterMastery } from './components/ChapterMastery';
import { LevelCard } from './components/LevelCard';
import { MetricChart } from './components/MetricChart';
import { ReviewNotebook } from './components/ReviewNotebook';
import { type Metric, metrics, StatCards } from './components/StatCards';
import { StatisticsFilters } from './components/StatisticsFilters';
import { StudentAssignments } from './components/StudentAssignments';
import { dayToDate, rangeFromSearch } from './range';

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
  const isPhone = useIsPhone();
  const view = useStatisticsView(studentId);
  const { query, range, update } = view;
  const title =
    studentId && query.data ? t('statistics.titleOf', { name: query.data.student.displayName }) : t('statistics.title');
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
          <StatisticsTabs studentId={studentId} data={query.data} view={view} isPhone={isPhone} />
        </>
      )}
    </>
  );
}

/** The statistics the address asks for: subject, range, tab and card, and the answer for them. */
function useStatisticsView(studentId: string | null) {
  const [search, setSearch] = useSearchParams();
  // "Longest" starts at the first practised day, which the last answer told us.
  const [firstDay, setFirstDay] = useState<number | null>(null);
  const range = rangeFromSearch(search, Date.now(), firstDay);
  const subjectId = search.get('subject');
  const school = search.get('school');
  const query = useQuery(statisticsQuery(studentId, { subjectId, from: range.from, to: range.to }, school));
  if (query.data && query.data.firstDay !== firstDay) setFirstDay(query.data.firstDay);
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
  return { query, range, school, tab, card, update };
}

interface StatisticsTabsProps {
  studentId: string | null;
  data: StatisticsView;
  view: ReturnType<typeof useStatisticsView>;
  isPhone: boolean;
}

function StatisticsTabs({ studentId, data, view, isPhone }: StatisticsTabsProps) {
  const { t } = useTranslation();
  const { tab, card, update, range } = view;
  return (
    <Tabs value={tab} onChange={(value) => update({ tab: value === 'overview' ? null : value })} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="overview">{t('statistics.tabs.overview')}</Tabs.Tab>
        {studentId && <Tabs.Tab value="assignments">{t('statistics.tabs.assignments')}</Tabs.Tab>}
        <Tabs.Tab value="chapters">{t('statistics.tabs.chapters')}</Tabs.Tab>
        {!studentId && <Tabs.Tab value="notebook">{t('statistics.tabs.notebook')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="overview">
        {data.subjectId === null ? (
          <EmptyStatistics own={!studentId} />
        ) : (
          <Overview view={data} card={card} onCard={(next) => update({ card: next })} />
        )}
      </Tabs.Panel>
      {studentId && (
        <Tabs.Panel value="assignments">
          <StudentAssignments
            studentId={studentId}
            filter={{ subjectId: data.subjectId, from: range.from, to: range.to }}
            school={view.school}
            isPhone={isPhone}
          />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="chapters">
        {data.subjectId === null ? (
          <EmptyStatistics own={!studentId} />
        ) : (
          <ChapterMastery subjectId={data.subjectId} chapters={data.chapters} canPractise={!studentId} />
        )}
      </Tabs.Panel>
      {!studentId && (
        <Tabs.Panel value="notebook">
          <ReviewNotebook />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

function Overview({ view, card, onCard }: { view: StatisticsView; card: Metric; onCard: (card: Metric) => void }) {
  return (
    <>
      <StatCards view={view} selected={card} onSelect={onCard} />
      {view.subjectId !== null && <LevelCard level={view.cards.expectedLevel} />}
      <MetricChart view={view} metric={card} />
    </>
  );
}

function EmptyStatistics({ own }: { own: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={IconChartLine}
      title={t('statistics.empty.title')}
      hint={own ? t('statistics.empty.own') : t('statistics.empty.student')}
      hintWidth={null}
    />
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
