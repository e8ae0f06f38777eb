import '@mantine/core/styles/Switch.css';
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AssignmentQuestionView, AssignmentView } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
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
  const errorText = useErrorText();
  const titleId = useId();
  const update = useUpdateAssignment(assignment.id);
  const chapters = useQuery(chaptersQuery(assignment.subject.id));
  const [showSolutions, setShowSolutions] = useState(true);
  const [editing, setEditing] = useState<AssignmentQuestionView | null>(null);
  const [deleting, setDeleting] = useState<AssignmentQuestionView | null>(null);
  const [adding, setAdding] = useState(false);
  const canChange = !assignment.published;
  const queryClient = useQueryClient();
  const ai = useAiQuestion(assignment.id, (outcome) => {
    if (outcome === 'completed') {
      void queryClient.invalidateQueries({ queryKey: assignmentQuery(assignment.id).queryKey });
      notifySuccess(t('confirm.aiChanged'));
    } else notifyError(t('confirm.add.aiFailed'));
  });

  const changeWithAi = (question: AssignmentQuestionView) => {
    // One change at a time: the paper is read again once it is written.
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
  const changingId = ai.writing ? ai.body?.replaceId : undefined;

  const chapterLabel = (chapterId: string) => {
    for (const section of chapters.data ?? []) {
      const chapter = section.chapters.find((item) => item.id === chapterId);
      if (chapter) return `${chapter.chapterNo}. ${pickText(chapter.title, assignment.locale)}`;
    }
    return null;
  };

  const saveOrder = (questionIds: string[], done?: string) =>
    update.mutate(
      { questionIds },
      {
        onSuccess: () => {
          if (done) notifySuccess(done);
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );

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
            pending={update.isPending ? update.variables.questionIds : undefined}
            nameOf={(question) => t('confirm.questionNo', { no: question.questionNo })}
            onReorder={(ids) => saveOrder(ids)}
            disabled={!canChange || update.isPending}
          >
            {(question) => (
              <QuestionCard
                question={question}
                chapterLabel={chapterLabel(question.chapterId)}
                showSolution={showSolutions}
                canChange={canChange}
                onEdit={() => setEditing(question)}
                onDelete={() => setDeleting(question)}
                onChangeWithAi={() => changeWithAi(question)}
                changing={changingId === question.id}
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
        loading={update.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          saveOrder(withoutQuestion(assignment, deleting.id), t('confirm.deleteQuestion.done'));
          setDeleting(null);
        }}
      />
    </section>
  );
}
