import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { AssignmentQuestionView } from '../../../../../common/assignments';
import { Dialog } from '../../../../components/Dialog';
import { QuestionPreview } from '../../../../components/QuestionPreview';
import { useTranslation } from '../../../../i18n/i18n';
import { useErrorText } from '../../../../lib/api';
import { notifySuccess } from '../../../../lib/notify';
import { useEditAssignmentQuestion } from '../../api';
import { emptyOptions, type QuestionDraft, QuestionFields } from './QuestionFields';

interface EditQuestionDialogProps {
  assignmentId: string;
  /** the question being edited; null keeps the dialog closed */
  question: AssignmentQuestionView | null;
  onClose: () => void;
}

/** Edits the assignment's own copy of a question (never the bank's); the preview shows it as students will. */
export function EditQuestionDialog({ assignmentId, question, onClose }: EditQuestionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      centered={false}
      opened={question !== null}
      onClose={onClose}
      size="80rem"
      title={question ? t('confirm.editTitle', { no: question.questionNo }) : ''}
    >
      {question && <EditForm key={question.id} assignmentId={assignmentId} question={question} onClose={onClose} />}
    </Dialog>
  );
}

function draftOf(question: AssignmentQuestionView): QuestionDraft {
  return {
    type: question.type,
    level: question.level,
    totalScore: question.totalScore,
    correctAns: question.correctAns,
    question: question.source.question,
    solution: question.source.solution,
    options: question.source.options ?? emptyOptions,
  };
}

type EditFormProps = Required<EditQuestionDialogProps> & { question: AssignmentQuestionView };

function EditForm({ assignmentId, question, onClose }: EditFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { edit, draft, setDraft, save, saved } = useEditQuestion({ assignmentId, question, onClose });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="sm">
          {t('confirm.editIntro')}
        </Alert>
        <QuestionFields value={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
        {edit.isError && (
          <Alert color="red" variant="light" mt="sm" role="alert">
            {errorText(edit.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="light" onClick={() => save(false)} loading={edit.isPending}>
            {t('confirm.preview')}
          </Button>
          <Button onClick={() => save(true)} loading={edit.isPending}>
            {t('confirm.saveQuestion')}
          </Button>
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <QuestionPreview
          title={t('questionCopy.preview')}
          questionHtml={saved.questionHtml}
          optionsHtml={saved.options}
          correctAns={saved.correctAns}
          solutionLabel={t('questionCopy.solution')}
          solutionHtml={saved.solutionHtml ?? ''}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The copy as edited and saving it: "preview" saves and stays (the preview is the server's rendering, KaTeX included,
 * of the copy as last saved), "save" saves and closes.
 */
function useEditQuestion({ assignmentId, question, onClose }: EditFormProps) {
  const { t } = useTranslation();
  const edit = useEditAssignmentQuestion(assignmentId);
  const [draft, setDraft] = useState(() => draftOf(question));
  const saved = edit.data?.questions.find((item) => item.id === question.id) ?? question;

  const save = (close: boolean) =>
    edit.mutate(
      {
        questionId: question.id,
        body: {
          type: draft.type,
          level: draft.level,
          totalScore: draft.totalScore,
          question: draft.question,
          solution: draft.solution,
          ...(draft.type === 'mc' ? { options: draft.options, correctAns: draft.correctAns } : {}),
        },
      },
      {
        onSuccess: () => {
          if (!close) return;
          notifySuccess(t('confirm.editSaved'));
          onClose();
        },
      },
    );
  return { edit, draft, setDraft, save, saved };
}
