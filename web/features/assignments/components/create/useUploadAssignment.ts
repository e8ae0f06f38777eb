import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ReadQuestionView, SaveUploadBody } from '../../../../../common/ai';
import { useCancelAiJob } from '../../../../components/ai/api';
import { uploadReadQuery, useSaveUpload, useStartUpload } from '../../../../components/ai/uploadApi';
import { dueDateOfDay } from '../../../../components/assignments/form';
import { chapterOptions } from '../../../../components/paper/chapterOptions';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { chaptersQuery } from '../../../../lib/catalog';
import { type Choice, initialChoice } from '../../../../lib/choice';
import { usePublicConfig } from '../../../../lib/config';
import { checkFiles } from '../../../../lib/filePick';
import { newPaperSettings, type PaperSettingsValue } from './PaperSettings';
import type { CreateTabPanelProps } from './tabPanel';

/**
 * The upload tab's state: what was picked, the reading job (its progress, or the questions it read), the settings of
 * the paper to save, and the message under the form. Reading and saving are the teacher's two steps.
 */
export function useUploadAssignment(props: CreateTabPanelProps) {
  const { subjects, defaults, studentIds, schoolId, guardStudents, onInvalidStudents, onCreated } = props;
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults));
  const chapters = useUploadChapters(choice);
  const feedback = useUploadFeedback(onInvalidStudents);
  const { setMessage, showError } = feedback;
  const [settings, setSettings] = useState<PaperSettingsValue>(() => newPaperSettings({ mc: 0, short: 0, long: 0 }));
  const reading = useReadingJob(choice, feedback);
  const save = useSaveUpload();

  function handleSave() {
    setMessage(null);
    const parsed = SaveUploadBody.safeParse({
      ...settingsBody(settings),
      subjectId: choice.subject ?? '',
      chapterId: chapters.chosen,
      locale: choice.locale,
      studentIds,
      schoolId,
      questions: reading.questions ?? [],
    });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'invalid_request';
      setMessage(t(`errors.${code}` as 'errors.invalid_request'));
      return;
    }
    guardStudents(() => save.mutate(parsed.data, { onSuccess: ({ id }) => onCreated(id), onError: showError }));
  }

  function chooseSubject(next: Choice) {
    if (next.subject !== choice.subject) chapters.choose('');
    setChoice(next);
  }

  const changeSettings = (next: Partial<PaperSettingsValue>) => setSettings((current) => ({ ...current, ...next }));
  return { choice, chooseSubject, chapters, reading, settings, changeSettings, feedback, save, handleSave };
}

/** The message under the form, and whether it needs the upgrade link (a free plan's limit). */
function useUploadFeedback(onInvalidStudents: () => void) {
  const errorText = useErrorText();
  const [message, setMessage] = useState<string | null>(null);
  const [needsPremium, setNeedsPremium] = useState(false);

  function showError(error: unknown) {
    if (isApiError(error, 'invalid_students')) {
      onInvalidStudents();
      return;
    }
    setNeedsPremium(
      isApiError(error, 'free_limit_assignments') || isApiError(error, 'free_limit_assignment_questions'),
    );
    setMessage(errorText(error));
  }
  return { message, setMessage, needsPremium, showError };
}

/** The paper's settings as the save request names them. */
function settingsBody(settings: PaperSettingsValue) {
  return {
    timeLimit: settings.timeLimit === '' ? Number.NaN : Number(settings.timeLimit),
    dueDate: dueDateOfDay(settings.dueDay) ?? Number.NaN,
    remark: settings.remark,
    shuffleOptions: settings.shuffleOptions,
  };
}

export type UploadAssignment = ReturnType<typeof useUploadAssignment>;

/** The subject's chapters as grouped options; the questions read go into the chosen one (the first by default). */
function useUploadChapters(choice: Choice) {
  const chapters = useQuery({ ...chaptersQuery(choice.subject ?? ''), enabled: choice.subject !== null });
  const [chapterId, setChapterId] = useState('');
  const firstChapter = chapters.data?.flatMap((section) => section.chapters)[0]?.id ?? '';
  const options = chapterOptions(chapters.data ?? [], choice.locale);
  return { chosen: chapterId || firstChapter, choose: setChapterId, options };
}

type UploadFeedback = ReturnType<typeof useUploadFeedback>;

/** The vision model's reading job: started from the picked files, polled until it has read the questions. */
function useReadingJob(choice: Choice, { setMessage, showError }: UploadFeedback) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [files, setFiles] = useState<File[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [questions, setQuestions] = useState<ReadQuestionView[] | null>(null);
  const startUpload = useStartUpload();
  const cancelJob = useCancelAiJob();
  const read = useQuery({ ...uploadReadQuery(jobId ?? ''), enabled: jobId !== null && questions === null });
  const state = read.data?.state;

  useEffect(() => {
    if (state === 'completed' && read.data?.questions) setQuestions(read.data.questions);
  }, [state, read.data]);

  function handleRead() {
    setMessage(null);
    if (!config.data?.ai) {
      setMessage(t('ai.notConfigured'));
      return;
    }
    // The picker checked and converted each file (a Word document is HTML now); here only none, too many or too large.
    const problem = checkFiles(files);
    if (problem) {
      setMessage(t(`files.${problem.key}`, problem));
      return;
    }
    if (!choice.subject) return;
    startUpload.mutate(
      { files, subjectId: choice.subject, locale: choice.locale },
      { onSuccess: (started) => setJobId(started.jobId), onError: showError },
    );
  }

  function pickFiles(picked: File[]) {
    setFiles(picked);
    setMessage(null);
  }

  const hasStopped = (state === 'failed' || state === 'cancelled') && questions === null;
  return {
    questions,
    setQuestions,
    state,
    reason: read.data?.reason,
    progress: read.data?.progress ?? 0,
    isStarting: startUpload.isPending,
    isReading: jobId !== null && questions === null && state !== 'failed' && state !== 'cancelled',
    hasStopped,
    files,
    pickFiles,
    handleRead,
    cancel: () => jobId && cancelJob.mutate(jobId),
  };
}
