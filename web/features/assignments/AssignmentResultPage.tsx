import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';
import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pickText } from '../../../common/i18n';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useParams, useSearchParams } from '../../lib/router';
import { formatDateTime } from './components/list/format';
import { StatusBadge } from './components/list/StatusBadge';
import { ResultChapters } from './components/results/ResultChapters';
import { ResultOverview } from './components/results/ResultOverview';
import { ResultQuestions } from './components/results/ResultQuestions';
import { ResultSections } from './components/results/ResultSections';
import { ResultStudents } from './components/results/ResultStudents';
import { useChapterNames } from './components/results/useChapterNames';
import { assignmentResultsQuery, assignmentViewQuery } from './resultsApi';
import { useToAssignments } from './toAssignments';

const tabs = ['overview', 'students', 'sections', 'questions', 'chapters'] as const;
type ResultTab = (typeof tabs)[number];
const isTab = (value: string | null): value is ResultTab => tabs.some((tab) => tab === value);

/**
 * `/app/assignment-result/:assignmentId` (its teacher or school): overview, students, questions and chapters. The tab
 * lives in the address (`?tab=`), so coming back from a student's answers lands on the same tab. Opening it after the
 * due date marks the assignment checked (the server does, on reading the results).
 */
export function AssignmentResultPage() {
  const { t, language } = useTranslation();
  const toAssignments = useToAssignments();
  const { assignmentId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: ResultTab = isTab(tabParam) ? tabParam : 'overview';
  const results = useQuery(assignmentResultsQuery(assignmentId));
  const paper = useQuery(assignmentViewQuery(assignmentId));
  const chapterName = useChapterNames(paper.data?.subject.id ?? '', paper.data?.locale);

  const subject = paper.data ? pickText(paper.data.subject.title, language) : '';
  const title = subject ? `${subject} · ${t('assignments.results.title')}` : t('assignments.results.title');
  const header = <PageHeader title={title} backTo="/app/assignments" />;
  if (results.isPending) {
    return (
      <>
        {header}
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={240} />
        </Stack>
      </>
    );
  }
  if (results.isError) {
    return (
      <>
        {header}
        <QueryError query={results} notFound={toAssignments} />
      </>
    );
  }
  return (
    <>
      {header}
      {paper.data && (
        <Stack gap={4} mb="md">
          <Text size="sm" c="dimmed">
            <StatusBadge status={paper.data.status} /> {formatDateTime(paper.data.dueDate, language)}
            {paper.data.remark ? ` · ${paper.data.remark}` : ''}
          </Text>
        </Stack>
      )}
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isTab(next)) setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {/* By section: a full mock paper's only (issue 28.8). */}
          {tabs
            .filter((value) => value !== 'sections' || results.data.mock)
            .map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`assignments.results.tabs.${value}`)}
              </Tabs.Tab>
            ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <ResultOverview results={results.data} />
        </Tabs.Panel>
        <Tabs.Panel value="students">
          <ResultStudents results={results.data} />
        </Tabs.Panel>
        <Tabs.Panel value="sections">
          <ResultSections results={results.data} />
        </Tabs.Panel>
        <Tabs.Panel value="questions">
          <ResultQuestions results={results.data} chapterName={chapterName} />
        </Tabs.Panel>
        <Tabs.Panel value="chapters">
          <ResultChapters results={results.data} chapterName={chapterName} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
