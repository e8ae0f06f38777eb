import { Alert, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pickText } from '../../../../common/i18n';
import type { PracticeView } from '../../../../common/practice';
import { PageHeader } from '../../../components/PageHeader';
import { QuestionNavigator } from '../../../components/QuestionNavigator';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { type ApiError, isApiError, NetworkError, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { isAiWriting, practiceQuery } from '../../../lib/practices';
import { useNavigate } from '../../../lib/router';
import { keepPaperForOffline } from '../../../pwa/keep';
import { useSubmitPractice } from '../api';
import { countUnanswered, workingTone } from '../navigator';
import { useAiPaper } from '../useAiPaper';
import { useAnswerQueue } from '../useAnswerQueue';
import { useQuestionKeys } from '../useQuestionKeys';
import { useServerClock } from '../useServerClock';
import { CountdownBar } from './CountdownBar';
import { PaperBar } from './PaperBar';
import { QuestionCard } from './QuestionCard';
import { ConnectionStatus } from './SaveStatus';
import { WorkingDialogs } from './WorkingDialogs';

const PHONE_QUERY = '(max-width: 61.99em)';
// Answers typed before the deadline are accepted for SUBMIT_GRACE_MS (15 s) after it: flush within that.
const TIME_UP_FLUSH_MS = 10_000;
const SUBMIT_FLUSH_MS = 15_000;
const SUBMIT_RETRY_MS = 5_000;
// At the deadline, a device store still opening (a slow IndexedDB after a reload) may hold edits not yet sent.
const QUEUE_OPEN_WAIT_MS = 5_000;

function noticeKey(practiceId: string) {
  return `paperwise.notice.${practiceId}`;
}

/** Whether the 'levels widened' notice is still to be shown: it appears on the first visit of the paper only. */
function isNoticeDue(practice: PracticeView): boolean {
  if (practice.notice !== 'levels_widened') return false;
  try {
    return window.localStorage.getItem(noticeKey(practice.id)) === null;
  } catch {
    // Without storage the notice shows on each visit, which is better than never.
    return true;
  }
}

function markNoticeShown(practiceId: string): void {
  try {
    window.localStorage.setItem(noticeKey(practiceId), '1');
  } catch {
    // See above: it will show again next time.
  }
}

interface WorkingScreenProps {
  practice: PracticeView;
  questionNo: number;
}

export function WorkingScreen({ practice, questionNo }: WorkingScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const ai = useAiPaper(practice.isAiWritten);
  const submit = useSubmitPractice(practice.id);
  const [answers, setAnswers] = useState<Map<number, string> | null>(null);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isHandingIn, setHandingIn] = useState(false);
  const [isTimeUp, setTimeUp] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [showNotice, setShowNotice] = useState(() => isNoticeDue(practice));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (showNotice) markNoticeShown(practice.id);
  }, [showNotice, practice.id]);

  const isLeaving = useRef(false);
  const resultPath = `/app/result/${practice.id}`;
  const openResult = useCallback(() => {
    if (isLeaving.current) return;
    isLeaving.current = true;
    void queryClient.invalidateQueries({ queryKey: practiceQuery(practice.id).queryKey });
    navigate(resultPath, { replace: true });
  }, [navigate, queryClient, practice.id, resultPath]);

  // The server finished the paper (its deadline passed in a closed tab, or another tab handed it in).
  const handleFinishedOnServer = useCallback(
    (error: ApiError) => {
      notifyError(errorText(error));
      openResult();
    },
    [errorText, openResult],
  );
  const { opened, snapshot, whenOpened } = useAnswerQueue(practice, {
    onFinished: handleFinishedOnServer,
    // Another device saved a newer answer: show the server's copy.
    onSuperseded: () => void queryClient.invalidateQueries({ queryKey: practiceQuery(practice.id).queryKey }),
  });
  const clock = useServerClock(practice.id, (fresh) => {
    if (fresh.finishedAt !== null && !isHandingIn) openResult();
    // An answer saved on another device (or tab) since this screen last heard: refetch the paper, which merges it.
    else if (opened?.queue.isBehind(fresh.answersSavedAt)) {
      void queryClient.invalidateQueries({ queryKey: practiceQuery(practice.id).queryKey });
    }
  });
  const isTimeUpRef = useRef(false);

  // The service worker keeps this paper for a reload offline (docs/offline.md).
  useEffect(() => keepPaperForOffline(practice.id), [practice.id]);

  // A newer copy of the paper (the tab shown again, the network back, a live event): answers saved on another device
  // show here, unless this device has its own edit of the question still to send.
  useEffect(() => {
    if (!opened) return;
    const changed = opened.queue.merge(
      practice.questions.map((item) => ({
        questionNo: item.questionNo,
        ans: item.ans,
        seq: item.seq,
        savedAt: item.savedAt,
      })),
    );
    if (changed.size > 0) setAnswers((current) => new Map([...(current ?? []), ...changed]));
  }, [opened, practice]);

  // Answers given before the device's store has opened (a key pressed the moment the paper shows) are kept and
  // queued once it has: they win over what the store and the server held.
  const earlyEdits = useRef(new Map<number, string>());
  useEffect(() => {
    if (!opened) return;
    const early = earlyEdits.current;
    for (const [target, value] of early) opened.queue.edit(target, value);
    if (isTimeUpRef.current) opened.queue.freeze();
    setAnswers((current) => new Map([...opened.initialAnswers, ...(current ?? [])]));
    early.clear();
  }, [opened]);

  const questions = practice.questions;
  // An AI paper's questions arrive one by one: the heading counts the paper as planned.
  const paperSize = Math.max(questions.length, practice.noOfQuestions);
  const question = questions.find((item) => item.questionNo === questionNo) ?? questions[0];
  const index = question ? questions.indexOf(question) : 0;
  const questionNos = questions.map((item) => item.questionNo);
  const currentAnswers = answers ?? new Map<number, string>();
  const answeredCount = questionNos.length - countUnanswered(questionNos, currentAnswers);

  const goTo = useCallback(
    (target: number) => navigate(`/app/working/${practice.id}/${target}`, { replace: true }),
    [navigate, practice.id],
  );

  // A new question takes the focus to its heading, so a screen reader reads where the student now is.
  const previousQuestion = useRef(questionNo);
  useEffect(() => {
    if (previousQuestion.current !== questionNo) headingRef.current?.focus();
    previousQuestion.current = questionNo;
  }, [questionNo]);

  const handleAnswer = useCallback(
    (target: number, value: string, isFinal: boolean) => {
      // After the deadline nothing the screen does is the student's answer (see AnswerQueue.freeze).
      if (isTimeUpRef.current) return;
      setAnswers((current) => new Map(current ?? []).set(target, value));
      if (!isFinal) return;
      if (opened) opened.queue.edit(target, value);
      else earlyEdits.current.set(target, value);
    },
    [opened],
  );

  async function handIn(reason: 'student' | 'timeUp') {
    setHandingIn(true);
    setSubmitError(null);
    // At the deadline the edits kept on the device go first, even those of a store still opening: handing in
    // without them would leave the server's older answers (or none) in the paper for good.
    const queue = opened ?? (reason === 'timeUp' ? await whenOpened(QUEUE_OPEN_WAIT_MS) : null);
    const isSaved = queue
      ? await queue.queue.flush(reason === 'timeUp' ? TIME_UP_FLUSH_MS : SUBMIT_FLUSH_MS)
      : reason === 'timeUp';
    // A student handing in early keeps their unsent answers rather than losing them; at the deadline the server
    // closes the paper whatever happens, so it goes in with what has arrived.
    if (!isSaved && reason === 'student' && (queue?.queue.getSnapshot().pending ?? 0) > 0) {
      setSubmitError(t('working.submit.notSaved'));
      setHandingIn(false);
      return;
    }
    for (;;) {
      try {
        await submit.mutateAsync();
        break;
      } catch (error) {
        if (isApiError(error, 'practice_finished')) break;
        if (reason === 'student' || !(error instanceof NetworkError || (isApiError(error) && error.status >= 500))) {
          setSubmitError(errorText(error));
          setHandingIn(false);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, SUBMIT_RETRY_MS));
      }
    }
    await queue?.queue.clear().catch((error: unknown) => console.error('answer store not cleared', error));
    openResult();
  }

  function handleTimeUp() {
    if (isTimeUp) return;
    isTimeUpRef.current = true;
    opened?.queue.freeze();
    setTimeUp(true);
    setConfirmOpen(false);
    setDrawerOpen(false);
    notifySuccess(t('working.timeUp'));
    void handIn('timeUp');
  }

  useQuestionKeys({
    questionNo,
    questions,
    isBlocked: isConfirmOpen || isDrawerOpen || isTimeUp,
    onGo: goTo,
    onPick: (target, key) => handleAnswer(target, key, true),
  });

  if (!question) return null;
  const language = currentLanguage();
  const navigatorItems = questions.map((item) => ({
    questionNo: item.questionNo,
    tone: workingTone(currentAnswers.get(item.questionNo)),
  }));
  const navigator = (
    <QuestionNavigator
      items={navigatorItems}
      current={questionNo}
      hrefOf={(target) => `/app/working/${practice.id}/${target}`}
      legend={['answered', 'unanswered']}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <>
      <PageHeader title={pickText(practice.subject.title, language)} backTo="/app/practice-history" />

      <Paper
        withBorder
        shadow="xs"
        p="sm"
        mb="md"
        pos="sticky"
        style={{ top: 'calc(var(--shell-header-offset, 0px) + 4px)', zIndex: 20 }}
      >
        <CountdownBar
          startedAt={practice.startedAt}
          deadlineAt={practice.deadlineAt}
          offset={clock.offset}
          canEnd={clock.isConfirmed}
          checkedAt={clock.checkedAt}
          onCheckClock={() => void clock.sync()}
          onTimeUp={handleTimeUp}
          status={<ConnectionStatus snapshot={snapshot} />}
        />
      </Paper>

      {showNotice && (
        <Alert
          color="blue"
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setShowNotice(false)}
        >
          {t('working.levelsWidened')}
        </Alert>
      )}
      {opened && !opened.isPersistent && (
        <Alert color="orange" variant="light" mb="md">
          {t('working.save.noStorage')}
        </Alert>
      )}

      {ai && <ai.AiPaperStatus practice={practice} />}

      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <QuestionCard
            practice={practice}
            question={question}
            paperSize={paperSize}
            headingRef={headingRef}
            answer={answers === null ? null : (currentAnswers.get(question.questionNo) ?? '')}
            onAnswer={(value, isFinal) => handleAnswer(question.questionNo, value, isFinal)}
            saveState={snapshot.states.get(question.questionNo)}
            after={
              ai && index === questions.length - 1 && isAiWriting(practice) ? (
                <ai.AiNextQuestion questionNo={questions.length + 1} />
              ) : null
            }
          />

          <PaperBar
            isPhone={isPhone}
            isFirst={index === 0}
            isLast={index === questions.length - 1}
            answered={answeredCount}
            total={questions.length}
            canSubmit={answers !== null && !isTimeUp}
            onPrevious={() => goTo(questionNos[index - 1]!)}
            onNext={() => goTo(questionNos[index + 1]!)}
            onNavigator={() => setDrawerOpen(true)}
            onSubmit={() => {
              setSubmitError(null);
              setConfirmOpen(true);
            }}
          />
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('working.keyboardHint')}
          </Text>
        </Stack>

        {!isPhone && (
          <Card
            w={250}
            style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--shell-header-offset, 0px) + 120px)' }}
          >
            <Text fw={700} mb={4}>
              {t('working.navigator')}
            </Text>
            <Text size="sm" c="dimmed" mb="sm">
              {t('working.answeredCount', { answered: answeredCount, total: questions.length })}
            </Text>
            {navigator}
          </Card>
        )}
      </Group>

      <WorkingDialogs
        drawer={
          isPhone
            ? {
                opened: isDrawerOpen,
                onClose: () => setDrawerOpen(false),
                content: (
                  <>
                    <Text size="sm" c="dimmed" mb="sm">
                      {t('working.answeredCount', { answered: answeredCount, total: questions.length })}
                    </Text>
                    {navigator}
                  </>
                ),
              }
            : null
        }
        submit={{
          opened: isConfirmOpen && !isTimeUp,
          unanswered: questionNos.length - answeredCount,
          pending: snapshot.pending,
          isSubmitting: isHandingIn,
          error: submitError,
          onCancel: () => setConfirmOpen(false),
          onConfirm: () => void handIn('student'),
        }}
        timeUp={{ opened: isTimeUp, message: submitError }}
      />
    </>
  );
}
