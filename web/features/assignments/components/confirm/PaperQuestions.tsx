import '@mantine/core/styles/Switch.css';
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AssignmentQuestionView, AssignmentView } from '../../../../../common/assignments';
import type { SectionView } from '../../../../../common/catalog';
import { pickText } from '../../../../../common/i18n';
import type { Language } from '../../../../../common/profile';
import { SortableRows } from '../../../../components/admin/SortableRows';
import { useAiQuestion } from '../../../../components/ai/useAiQuestion';
import { ConfirmRemove } from '../../../../components/Dialog';
import { useTranslation } from '../../../../i18n/i18n';
import { useErrorText } from '../../../../lib/api';
import { chaptersQuery } from '../../../../lib/catalog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { assignmentQuery, useUpdateAssignment } from '../../api';
import { AddQuestionDialog } from './AddQuestionDialog';
import { withoutQuestion } from './draft';
import { EditQuestionDialog } from './EditQuestionDialog';
import { QuestionCard } from './QuestionCard';

/**
 * The paper on the confirm page: its questions in order, reordered by dragging or with the move buttons (keyboard),
 * each edited (the assignment's own copy) or deleted; questions added at the end. Each change is saved at once. A
 * published paper is read-only.
 */
export function PaperQuestions({ assignment }: { assignment: AssignmentView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const order = useSaveOrder(assignment.id);
  const chapters = useQuery(chaptersQuery(assignment.subject.id));
  const ai = useChangeWithAi(assignment.id);
  const [showSolutions, setShowSolutions] = useState(true);
  const [editing, setEditing] = useState<AssignmentQuestionView | null>(null);
  const [deleting, setDeleting] = useState<AssignmentQuestionView | null>(null);
  const [adding, setAdding] = useState(false);
  const canChange = !assignment.published;

  return (
    // No card around the list: each question is a card of its own, and a phone needs every pixel of width.
    <section aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {t('confirm.paper', { count: assignment.questions.length })}
        </Title>
        <Switch
          label={t('confirm.showSolutions')}
          checked={showSolutions}
          onChange={(event) => setShowSolutions(event.currentTarget.checked)}
        />
      </Group>
      <Stack gap="md">
        {assignment.questions.length === 0 ? (
          <Card>
            <Text c="dimmed" ta="center" py="lg">
              {t('confirm.empty')}
            </Text>
          </Card>
        ) : (
          <SortableRows
            items={assignment.questions}
            pending={order.pendingIds}
            nameOf={(question) => t('confirm.questionNo', { no: question.questionNo })}
            onReorder={(ids) => order.save(ids)}
            disabled={!canChange || order.isPending}
          >
            {(question) => (
              <QuestionCard
                question={question}
                chapterLabel={chapterLabel(chapters.data ?? [], question.chapterId, assignment.locale)}
                showSolution={showSolutions}
                canChange={canChange}
                onEdit={() => setEditing(question)}
                onDelete={() => setDeleting(question)}
                onChangeWithAi={() => ai.change(question)}
                changing={ai.changingId === question.id}
              />
            )}
          </SortableRows>
        )}
        {canChange && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setAdding(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('confirm.add.button')}
          </Button>
        )}
      </Stack>
      <EditQuestionDialog assignmentId={assignment.id} question={editing} onClose={() => setEditing(null)} />
      <AddQuestionDialog
        assignment={assignment}
        sections={chapters.data ?? []}
        opened={adding}
        onClose={() => setAdding(false)}
      />
      <ConfirmRemove
        texts={
          deleting && {
            title: t('confirm.deleteQuestion.title', { no: deleting.questionNo }),
            body: t('confirm.deleteQuestion.body'),
            confirm: t('confirm.delete'),
          }
        }
        loading={order.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          order.save(withoutQuestion(assignment, deleting.id), t('confirm.deleteQuestion.done'));
          setDeleting(null);
        }}
      />
    </section>
  );
}

/** "3. Linear equations" for a question's chapter, or null while the chapters load. */
function chapterLabel(sections: readonly SectionView[], chapterId: string, locale: Language): string | null {
  for (const section of sections) {
    const chapter = section.chapters.find((item) => item.id === chapterId);
    if (chapter) return `${chapter.chapterNo}. ${pickText(chapter.title, locale)}`;
  }
  return null;
}

/** Saves the paper's questions in a new order (a move, or one left out), saying `done` when it is saved. */
function useSaveOrder(assignmentId: string) {
  const errorText = useErrorText();
  const update = useUpdateAssignment(assignmentId);
  const save = (questionIds: string[], done?: string) =>
    update.mutate(
      { questionIds },
      {
        onSuccess: () => {
          if (done) notifySuccess(done);
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );
  return {
    save,
    isPending: update.isPending,
    pendingIds: update.isPending ? update.variables.questionIds : undefined,
  };
}

/** "Change question with AI": one replacement at a time; the paper is read again once it is written. */
function useChangeWithAi(assignmentId: string) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const ai = useAiQuestion(assignmentId, (outcome) => {
    if (outcome === 'completed') {
      void queryClient.invalidateQueries({ queryKey: assignmentQuery(assignmentId).queryKey });
      notifySuccess(t('confirm.aiChanged'));
    } else notifyError(t('confirm.add.aiFailed'));
  });

  const change = (question: AssignmentQuestionView) => {
    if (ai.writing) return;
    if (!ai.configured) {
      notifyError(t('ai.notConfiguredUseBank'));
      return;
    }
    ai.run(
      { chapterId: question.chapterId, type: question.type, level: question.level, replaceId: question.id },
      { onError: (error) => notifyError(errorText(error)) },
    );
  };
  return { change, changingId: ai.writing ? ai.body?.replaceId : undefined };
}
