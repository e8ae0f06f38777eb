import '@mantine/core/styles/Skeleton.css';
import { Card, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AI_POLL_LIVE_MS, AI_POLL_MS } from '../../components/ai/polling';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { isAiWriting, practiceQuery, takeVisitPractice } from '../../lib/practices';
import { Navigate, useParams } from '../../lib/router';
import { useEventsLive } from '../../lib/useEvents';
import { WorkingScreen } from './components/WorkingScreen';
import { MISSING_QUESTION_RETRY_MS, questionPresence } from './navigator';
import { useAiPaper } from './useAiPaper';

/** `/app/working/:practiceId/:questionNo`: the paper while the clock runs. A finished paper opens its result. */
export function WorkingPage() {
  const { t } = useTranslation();
  const { practiceId = '', questionNo: questionParam = '1' } = useParams();
  const questionNo = Number(questionParam);
  const { practice, isThisVisits } = useWorkingPaper(practiceId, questionNo);
  const ai = useAiPaper(practice.data?.isAiWritten ?? false);

  if (practice.isError) {
    return (
      <>
        <PageHeader title={t('working.title')} backTo="/app/practice-history" />
        <QueryError query={practice} notFound={{ to: '/app/practice-history', label: t('app.toHistory') }} />
      </>
    );
  }
  // The queue numbers edits from the server's seq, so it must start from this visit's copy, never a cached one.
  if (!isThisVisits || practice.isPending) return <WorkingSkeleton />;
  if (practice.data.finishedAt !== null) return <Navigate to={`/app/result/${practiceId}`} replace />;
  if (practice.data.questions.length === 0 && practice.data.isAiWritten) {
    return (
      <>
        <PageHeader title={t('working.title')} backTo="/app/practice-history" />
        {ai ? <ai.AiFirstQuestion practice={practice.data} /> : <WorkingSkeleton />}
      </>
    );
  }
  const presence = questionPresence(practice.data, questionNo);
  if (presence === 'outside') return <Navigate to={`/app/working/${practiceId}/1`} replace />;
  if (presence === 'waiting') {
    return (
      <>
        <PageHeader title={t('working.title')} backTo="/app/practice-history" />
        <Card>
          <Group gap="sm" aria-live="polite">
            <Loader size="sm" />
            <Text>{t('working.waitingForQuestion', { no: questionNo })}</Text>
          </Group>
        </Card>
      </>
    );
  }
  return <WorkingScreen key={practiceId} practice={practice.data} questionNo={questionNo} />;
}

/**
 * The paper, always fresh on opening: answers typed on another device, or a paper the server has finished meanwhile.
 * `isThisVisits` once it is this visit's copy (fetched after the screen opened, or the one this page load asked for at
 * boot: preloadRoute), never a cached one: the answer queue numbers edits from its seq.
 */
function useWorkingPaper(practiceId: string, questionNo: number) {
  const isLive = useEventsLive();
  const [visitCopy] = useState(() => takeVisitPractice(practiceId));
  const practice = useQuery({
    ...practiceQuery(practiceId),
    refetchOnMount: visitCopy ? false : 'always',
    staleTime: 0,
    // Answers saved on another device meanwhile: refetched when the tab is shown again and when the network returns
    // (WorkingScreen merges them; no live event tells of an answer saved elsewhere).
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    // An AI paper's questions arrive one by one while the student works on the first ones: the event stream says
    // when each is written (a `questions` event refetches the paper), and a slow poll stands in for a missed event;
    // without the stream the poll is quick. A question of the paper that is missing from the answer is asked for
    // again after 3 s (spec).
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      if (isAiWriting(data)) return isLive ? AI_POLL_LIVE_MS : AI_POLL_MS;
      return questionPresence(data, questionNo) === 'waiting' ? MISSING_QUESTION_RETRY_MS : false;
    },
  });
  return { practice, isThisVisits: practice.isFetchedAfterMount || visitCopy };
}

function WorkingSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <Skeleton h={32} w="50%" />
      <Skeleton h={56} radius="lg" />
      <Card>
        <Stack gap="sm">
          <Skeleton h={18} w={140} />
          <Skeleton h={16} />
          <Skeleton h={16} w="85%" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={48} radius="md" />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
