import { Alert, Button, Group, Input, NativeSelect, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddAssignmentQuestionBody, AssignmentView } from '../../../../../common/assignments';
import { levels, type QuestionType, questionTypes, type SectionView } from '../../../../../common/catalog';
import { pickText } from '../../../../../common/i18n';
import { useAiQuestion } from '../../../../components/ai/useAiQuestion';
import { Dialog } from '../../../../components/Dialog';
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

function AddForm({ assignment, sections, onClose }: Omit<AddQuestionDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useAddAssignmentQuestion(assignment.id);
  const queryClient = useQueryClient();
  const ai = useAiQuestion(assignment.id, (outcome) => {
    if (outcome === 'completed') {
      void queryClient.invalidateQueries({ queryKey: assignmentQuery(assignment.id).queryKey });
      notifySuccess(t('confirm.add.aiDone'));
      onClose();
    } else notifyError(t('confirm.add.aiFailed'));
  });
  const [aiOff, setAiOff] = useState(false);
  const chapters = sections.flatMap((section) => section.chapters);
  const [source, setSource] = useState<'bank' | 'ai' | 'new'>('bank');
  const [chapterId, setChapterId] = useState(
    () => assignment.chapterIds.find((id) => chapters.some((chapter) => chapter.id === id)) ?? chapters[0]?.id ?? '',
  );
  const [type, setType] = useState<QuestionType>('mc');
  const [level, setLevel] = useState(assignment.difficulty);
  const [draft, setDraft] = useState<QuestionDraft>(newDraft);
  const [missingText, setMissingText] = useState(false);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (source === 'ai') {
      if (!ai.configured) setAiOff(true);
      else ai.run({ chapterId, type, level });
      return;
    }
    let body: AddAssignmentQuestionBody;
    if (source === 'bank') body = { source, chapterId, type, level };
    else {
      if (draft.question.trim() === '') {
        setMissingText(true);
        return;
      }
      body = {
        source,
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
    add.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('confirm.add.done'));
        onClose();
      },
    });
  }

  const error =
    source === 'ai'
      ? aiOff
        ? t('ai.notConfiguredUseBank')
        : ai.error
          ? errorText(ai.error)
          : null
      : add.isError
        ? isApiError(add.error, 'not_enough_questions')
          ? t('confirm.add.noMore')
          : errorText(add.error)
        : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label={t('confirm.add.source')}
          value={source}
          onChange={(value) => setSource(value === 'new' || value === 'ai' ? value : 'bank')}
          disabled={ai.writing}
          data={[
            { value: 'bank', label: t('confirm.add.fromBank') },
            { value: 'ai', label: t('confirm.add.withAi') },
            { value: 'new', label: t('confirm.add.write') },
          ]}
        />
        <NativeSelect
          label={t('confirm.add.chapter')}
          value={chapterId}
          onChange={(event) => setChapterId(event.currentTarget.value)}
          data={sections.flatMap((section) =>
            section.chapters.length === 0
              ? []
              : [
                  {
                    group: pickText(section.title, assignment.locale),
                    items: section.chapters.map((chapter) => ({
                      value: chapter.id,
                      label: `${chapter.chapterNo}. ${pickText(chapter.title, assignment.locale)}`,
                    })),
                  },
                ],
          )}
        />
        {source !== 'new' ? (
          <>
            <Input.Wrapper label={t('questionCopy.type')} labelElement="div">
              <SegmentedControl
                fullWidth
                aria-label={t('questionCopy.type')}
                value={type}
                onChange={(value) => setType(questionTypes.find((item) => item === value) ?? 'mc')}
                data={questionTypes.map((item) => ({ value: item, label: t(`practice.types.${item}`) }))}
              />
            </Input.Wrapper>
            <Input.Wrapper label={t('questionCopy.level')} labelElement="div">
              <SegmentedControl
                fullWidth
                aria-label={t('questionCopy.level')}
                value={String(level)}
                onChange={(value) => setLevel(Number(value))}
                data={levels.map((item) => ({ value: String(item), label: t(`practice.levels.${item}`) }))}
              />
            </Input.Wrapper>
          </>
        ) : (
          <QuestionFields
            value={draft}
            onChange={(change) => {
              setDraft((current) => ({ ...current, ...change }));
              setMissingText(false);
            }}
            questionError={missingText ? t('confirm.add.needsText') : null}
          />
        )}
        {ai.writing && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{t('confirm.add.aiWriting')}</Text>
            <Progress value={Math.max(10, ai.progress * 100)} animated aria-hidden />
          </Stack>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || ai.writing} disabled={!chapterId}>
            {t('confirm.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
