import '@mantine/core/styles/Progress.css';
import { Alert, NativeSelect, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddAssignmentQuestionBody, AssignmentView } from '../../../../../common/assignments';
import { levels, type QuestionType, questionTypes, type SectionView } from '../../../../../common/catalog';
import { useAiQuestion } from '../../../../components/ai/useAiQuestion';
import { Dialog, DialogActions } from '../../../../components/Dialog';
import { chapterOptions } from '../../../../components/paper/chapterOptions';
import { SegmentedField } from '../../../../components/SegmentedField';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { assignmentQuery, useAddAssignmentQuestion } from '../../api';
import { emptyOptions, type QuestionDraft, QuestionFields } from './QuestionFields';

interface AddQuestionDialogProps {
  assignment: AssignmentView;
  sections: SectionView[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds one question at the end of the paper (spec: chapter, type and level are all required): drawn from the bank,
 * never one already on the paper, written by AI (checked like every AI question, the paper's own copy), or written
 * by the teacher.
 */
export function AddQuestionDialog({ assignment, sections, opened, onClose }: AddQuestionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog centered={false} opened={opened} onClose={onClose} size="lg" title={t('confirm.add.title')}>
      {opened && <AddForm assignment={assignment} sections={sections} onClose={onClose} />}
    </Dialog>
  );
}

const newDraft: QuestionDraft = {
  type: 'mc',
  level: 2,
  totalScore: 1,
  correctAns: 'a',
  question: '',
  solution: '',
  options: emptyOptions,
};

type Source = 'bank' | 'ai' | 'new';

function AddForm({ assignment, sections, onClose }: Omit<AddQuestionDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const form = useAddQuestion(assignment, sections, onClose);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label={t('confirm.add.source')}
          value={form.source}
          onChange={(value) => form.setSource(value === 'new' || value === 'ai' ? value : 'bank')}
          disabled={form.isWriting}
          data={[
            { value: 'bank', label: t('confirm.add.fromBank') },
            { value: 'ai', label: t('confirm.add.withAi') },
            { value: 'new', label: t('confirm.add.write') },
          ]}
        />
        <NativeSelect
          label={t('confirm.add.chapter')}
          value={form.chapterId}
          onChange={(event) => form.setChapterId(event.currentTarget.value)}
          data={chapterOptions(sections, assignment.locale)}
        />
        {form.source !== 'new' ? (
          <TypeAndLevel type={form.type} level={form.level} onType={form.setType} onLevel={form.setLevel} />
        ) : (
          <QuestionFields
            value={form.draft}
            onChange={form.changeDraft}
            questionError={form.isMissingText ? t('confirm.add.needsText') : null}
          />
        )}
        {form.isWriting && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{t('confirm.add.aiWriting')}</Text>
            <Progress value={Math.max(10, form.progress * 100)} animated aria-hidden />
          </Stack>
        )}
        {form.error && (
          <Alert color="red" variant="light" role="alert">
            {form.error}
          </Alert>
        )}
        <DialogActions
          onCancel={onClose}
          submitLabel={t('confirm.add.submit')}
          isPending={form.isPending}
          isDisabled={!form.chapterId}
        />
      </Stack>
    </form>
  );
}

interface TypeAndLevelProps {
  type: QuestionType;
  level: number;
  onType: (type: QuestionType) => void;
  onLevel: (level: number) => void;
}

/** The kind and level of the question the bank draws or AI writes. */
function TypeAndLevel({ type, level, onType, onLevel }: TypeAndLevelProps) {
  const { t } = useTranslation();
  return (
    <>
      <SegmentedField
        label={t('questionCopy.type')}
        value={type}
        onChange={(value) => onType(questionTypes.find((item) => item === value) ?? 'mc')}
        data={questionTypes.map((item) => ({ value: item, label: t(`practice.types.${item}`) }))}
      />
      <SegmentedField
        label={t('questionCopy.level')}
        value={String(level)}
        onChange={(value) => onLevel(Number(value))}
        data={levels.map((item) => ({ value: String(item), label: t(`practice.levels.${item}`) }))}
      />
    </>
  );
}

/** The teacher's own question as the request's body: the options and answer only for a multiple-choice one. */
function writtenBody(chapterId: string, draft: QuestionDraft): AddAssignmentQuestionBody {
  return {
    source: 'new',
    chapterId,
    type: draft.type,
    level: draft.level,
    totalScore: draft.totalScore,
    question: draft.question,
    solution: draft.solution,
    options: draft.type === 'mc' ? draft.options : {},
    correctAns: draft.type === 'mc' ? draft.correctAns : null,
  };
}

/** The add form's state and its three ways to add: a bank question, an AI job, or the teacher's own question. */
function useAddQuestion(assignment: AssignmentView, sections: SectionView[], onClose: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useAddAssignmentQuestion(assignment.id);
  const ai = useAddWithAi(assignment.id, onClose);
  const [isAiOff, setIsAiOff] = useState(false);
  const chapters = sections.flatMap((section) => section.chapters);
  const [source, setSource] = useState<Source>('bank');
  const [chapterId, setChapterId] = useState(
    () => assignment.chapterIds.find((id) => chapters.some((chapter) => chapter.id === id)) ?? chapters[0]?.id ?? '',
  );
  const [type, setType] = useState<QuestionType>('mc');
  const [level, setLevel] = useState(assignment.difficulty);
  const [draft, setDraft] = useState<QuestionDraft>(newDraft);
  const [isMissingText, setIsMissingText] = useState(false);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (source === 'ai') {
      if (!ai.configured) setIsAiOff(true);
      else ai.run({ chapterId, type, level });
      return;
    }
    if (source === 'new' && draft.question.trim() === '') {
      setIsMissingText(true);
      return;
    }
    const body: AddAssignmentQuestionBody =
      source === 'bank' ? { source, chapterId, type, level } : writtenBody(chapterId, draft);
    add.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('confirm.add.done'));
        onClose();
      },
    });
  }

  function changeDraft(change: Partial<QuestionDraft>) {
    setDraft((current) => ({ ...current, ...change }));
    setIsMissingText(false);
  }

  const aiError = isAiOff ? t('ai.notConfiguredUseBank') : ai.error ? errorText(ai.error) : null;
  const addError = add.isError
    ? isApiError(add.error, 'not_enough_questions')
      ? t('confirm.add.noMore')
      : errorText(add.error)
    : null;
  return {
    source,
    setSource,
    chapterId,
    setChapterId,
    type,
    setType,
    level,
    setLevel,
    draft,
    changeDraft,
    isMissingText,
    isWriting: ai.writing,
    progress: ai.progress,
    error: source === 'ai' ? aiError : addError,
    isPending: add.isPending || ai.writing,
    handleSubmit,
  };
}

/** An AI question job for the paper: when it is written the paper reloads and the dialog closes. */
function useAddWithAi(assignmentId: string, onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useAiQuestion(assignmentId, (outcome) => {
    if (outcome === 'completed') {
      void queryClient.invalidateQueries({ queryKey: assignmentQuery(assignmentId).queryKey });
      notifySuccess(t('confirm.add.aiDone'));
      onClose();
    } else notifyError(t('confirm.add.aiFailed'));
  });
}
