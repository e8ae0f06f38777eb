import '@mantine/core/styles/Progress.css';
import { Alert, Button, FileInput, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconFileUpload, IconPlayerStop, IconScan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ReadQuestionView, SaveUploadBody } from '../../../../../common/ai';
import { pickText } from '../../../../../common/i18n';
import { aiFailureText } from '../../../../components/ai/aiReasons';
import { useCancelAiJob } from '../../../../components/ai/api';
import { checkPickedFiles, uploadReadQuery, useSaveUpload, useStartUpload } from '../../../../components/ai/uploadApi';
import { dueDateOfDay } from '../../../../components/assignments/form';
import { PaperFormFooter } from '../../../../components/paper/PaperFormFooter';
import { SubjectPicker } from '../../../../components/paper/SubjectPicker';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { chaptersQuery } from '../../../../lib/catalog';
import { initialChoice } from '../../../../lib/choice';
import { usePublicConfig } from '../../../../lib/config';
import { newPaperSettings, PaperSettings, type PaperSettingsValue } from './PaperSettings';
import type { CreateTabPanelProps } from './tabPanel';
import { UpgradeLink } from './UpgradeLink';
import { UploadReview } from './UploadReview';

/**
 * The "upload assignment" tab: PDFs or photos of a paper (10 files of 10 MB), read page by page by the vision model
 * as a job with progress; the teacher reviews what was read (edit, remove) and only then saves it as an unpublished
 * assignment, and confirm-assignment opens on it.
 */
export function UploadAssignmentPanel({
  subjects,
  defaults,
  studentIds,
  guardStudents,
  onInvalidStudents,
  onCreated,
}: CreateTabPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const config = usePublicConfig();
  const [choice, setChoice] = useState(() => initialChoice(subjects, defaults));
  const chapters = useQuery({ ...chaptersQuery(choice.subject ?? ''), enabled: choice.subject !== null });
  const [chapterId, setChapterId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [needsPremium, setNeedsPremium] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [questions, setQuestions] = useState<ReadQuestionView[] | null>(null);
  const [settings, setSettings] = useState<PaperSettingsValue>(() => newPaperSettings({ mc: 0, short: 0, long: 0 }));
  const start = useStartUpload();
  const save = useSaveUpload();
  const cancel = useCancelAiJob();
  const read = useQuery({ ...uploadReadQuery(jobId ?? ''), enabled: jobId !== null && questions === null });
  const state = read.data?.state;
  const firstChapter = chapters.data?.flatMap((section) => section.chapters)[0]?.id ?? '';
  const chosenChapter = chapterId || firstChapter;

  useEffect(() => {
    if (state === 'completed' && read.data?.questions) setQuestions(read.data.questions);
  }, [state, read.data]);

  function showError(error: unknown) {
    if (isApiError(error, 'invalid_students')) {
      onInvalidStudents();
      return;
    }
    setNeedsPremium(isApiError(error, 'free_limit_assignments') || isApiError(error, 'free_limit_questions'));
    setMessage(errorText(error));
  }

  function handleRead() {
    setMessage(null);
    if (!config.data?.ai) {
      setMessage(t('ai.notConfigured'));
      return;
    }
    const problem = checkPickedFiles(files);
    if (problem) {
      setMessage(t(`ai.upload.pick.${problem.key}`, problem));
      return;
    }
    if (!choice.subject) return;
    start.mutate(
      { files, subjectId: choice.subject, locale: choice.locale },
      { onSuccess: (started) => setJobId(started.jobId), onError: showError },
    );
  }

  function handleSave() {
    setMessage(null);
    const parsed = SaveUploadBody.safeParse({
      subjectId: choice.subject ?? '',
      chapterId: chosenChapter,
      locale: choice.locale,
      timeLimit: settings.timeLimit === '' ? Number.NaN : Number(settings.timeLimit),
      dueDate: dueDateOfDay(settings.dueDay) ?? Number.NaN,
      studentIds,
      remark: settings.remark,
      shuffleOptions: settings.shuffleOptions,
      questions: questions ?? [],
    });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'invalid_request';
      setMessage(t(`errors.${code}` as 'errors.invalid_request'));
      return;
    }
    guardStudents(() => save.mutate(parsed.data, { onSuccess: ({ id }) => onCreated(id), onError: showError }));
  }

  const isReading = jobId !== null && questions === null && state !== 'failed' && state !== 'cancelled';
  const chapterData = (chapters.data ?? []).flatMap((section) =>
    section.chapters.length === 0
      ? []
      : [
          {
            group: pickText(section.title, choice.locale),
            items: section.chapters.map((chapter) => ({
              value: chapter.id,
              label: `${chapter.chapterNo}. ${pickText(chapter.title, choice.locale)}`,
            })),
          },
        ],
  );

  return (
    <Stack gap="lg">
      <Alert color="violet" variant="light" icon={<IconScan size={18} />}>
        {t('ai.upload.intro')}
      </Alert>
      <SubjectPicker
        subjects={subjects}
        choice={choice}
        localeLabel={t('create.locale')}
        onChange={(next) => {
          if (next.subject !== choice.subject) setChapterId('');
          setChoice(next);
        }}
      />
      <NativeSelect
        label={t('confirm.add.chapter')}
        description={t('ai.upload.chapterHint')}
        value={chosenChapter}
        onChange={(event) => setChapterId(event.currentTarget.value)}
        data={chapterData}
      />
      {questions === null ? (
        <FileInput
          label={t('ai.upload.files')}
          description={t('ai.upload.filesHint')}
          placeholder={t('ai.upload.choose')}
          leftSection={<IconFileUpload size={18} />}
          multiple
          clearable
          accept="application/pdf,image/png,image/jpeg"
          value={files}
          disabled={isReading}
          onChange={(picked) => {
            setFiles(picked);
            setMessage(null);
          }}
        />
      ) : (
        <>
          <UploadReview questions={questions} onChange={setQuestions} />
          <PaperSettings
            withCounts={false}
            value={settings}
            errorOf={() => null}
            onChange={(next) => setSettings((current) => ({ ...current, ...next }))}
          />
        </>
      )}
      <PaperFormFooter error={message} errorAction={needsPremium && <UpgradeLink />}>
        {(state === 'failed' || state === 'cancelled') && questions === null && (
          <Alert color="orange" variant="light" p="xs">
            {`${t('ai.upload.failed')} ${state === 'failed' ? aiFailureText(t, read.data?.reason) : ''}`.trim()}
          </Alert>
        )}
        {isReading ? (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm">{t('ai.upload.reading', { percent: Math.round((read.data?.progress ?? 0) * 100) })}</Text>
            <Progress value={Math.max(5, (read.data?.progress ?? 0) * 100)} animated aria-hidden />
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconPlayerStop size={16} />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => jobId && cancel.mutate(jobId)}
            >
              {t('ai.assignment.cancel')}
            </Button>
          </Stack>
        ) : (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed" miw={0}>
              {questions === null
                ? t('ai.upload.summary', { count: files.length })
                : t('create.summary', { count: questions.length, students: studentIds.length })}
            </Text>
            {questions === null ? (
              <Button
                leftSection={<IconScan size={18} />}
                loading={start.isPending}
                onClick={handleRead}
                style={{ flexShrink: 0 }}
              >
                {t('ai.upload.read')}
              </Button>
            ) : (
              <Button
                rightSection={<IconArrowRight size={18} />}
                loading={save.isPending}
                disabled={questions.length === 0}
                onClick={handleSave}
                style={{ flexShrink: 0 }}
              >
                {t('create.submit')}
              </Button>
            )}
          </Group>
        )}
      </PaperFormFooter>
    </Stack>
  );
}
