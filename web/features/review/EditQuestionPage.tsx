import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Card, Grid, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type OptionKey, optionKeys } from '../../../common/catalog';
import type { PracticeQuestionCopyView, UpdatePracticeQuestionBody } from '../../../common/question-copy';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { QuestionPending, QuestionPreview } from '../../components/QuestionPreview';
import { QuestionSettings } from '../../components/QuestionSettings';
import { questionCopyLabels } from '../../components/questionCopyLabels';
import { SaveStatus } from '../../components/SaveStatus';
import { useTranslation } from '../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { practiceKeys, practiceQuery } from '../../lib/practices';
import { useParams } from '../../lib/router';
import { useAutosave } from '../../lib/useAutosave';

const copyPath = (id: string) => `/api/practice-questions/${encodeURIComponent(id)}`;

const copyQuery = (id: string) =>
  queryOptions({
    queryKey: [...practiceKeys.all, 'question-copy', id] as const,
    queryFn: () => api.get<PracticeQuestionCopyView>(copyPath(id)),
    // The spec: a missing question is tried again after 3 seconds.
    retry: (count, error) => count < 3 && (isApiError(error, 'question_not_found') || !isApiError(error)),
    retryDelay: 3000,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `/app/edit-question/:questionId` (teachers): a question as it stands in one linked student's finished paper. The
 * edit changes that paper's copy only, never the shared bank question; texts save 1 s after the last keystroke, and
 * type, level, score and answer at once, with the student's mark following (common/question-copy.ts).
 */
export function EditQuestionPage() {
  const { t } = useTranslation();
  const { questionId = '' } = useParams();
  const copy = useQuery(copyQuery(questionId));
  let body: React.ReactNode;
  let backTo = '/app/my-students';
  if (copy.isPending) {
    body = <QuestionPending failureCount={copy.failureCount} retryingText={t('questionCopy.missing')} />;
  } else if (copy.isError) body = <QueryError query={copy} />;
  else {
    backTo = `/app/solution/${copy.data.practiceId}/${copy.data.questionNo}`;
    body = <CopyForm key={copy.data.id} initial={copy.data} />;
  }
  return (
    <>
      <PageHeader title={t('questionCopy.title')} backTo={backTo} />
      {body}
    </>
  );
}

interface Draft {
  question: string;
  solution: string;
  options: Record<OptionKey, string>;
}

function CopyForm({ initial }: { initial: PracticeQuestionCopyView }) {
  const { t } = useTranslation();
  const copy = useQuestionCopy(initial);
  const { view } = copy;
  const languageName = t(`language.${view.locale}`);
  return (
    <Stack>
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {t('questionCopy.intro', { no: view.questionNo, name: view.student.displayName, language: languageName })}
      </Alert>
      <Card withBorder padding="md">
        <QuestionSettings
          value={view}
          disabled={copy.isSavingSettings}
          onChange={copy.changeSettings}
          labels={questionCopyLabels(t)}
        />
        <Text size="xs" c="dimmed" mt="sm">
          {t('questionCopy.remarkHint')}
        </Text>
      </Card>
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('questionCopy.markdownHint')}
        </Text>
        <SaveStatus state={copy.saveState} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CopyTexts draft={copy.draft} isMc={view.type === 'mc'} onEdit={copy.edit} errorsOf={copy.errorsOf} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuestionPreview
            title={t('questionCopy.preview')}
            questionHtml={view.preview.questionHtml}
            optionsHtml={view.preview.optionsHtml}
            correctAns={view.correctAns}
            solutionLabel={t('questionCopy.solution')}
            solutionHtml={view.preview.solutionHtml}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * The copy as saved (the server's view, with its preview and LaTeX errors) and the texts as typed: texts save 1 s
 * after the last keystroke, settings at once.
 */
function useQuestionCopy(initial: PracticeQuestionCopyView) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>({
    question: initial.question,
    solution: initial.solution,
    options: initial.options,
  });

  const patch = async (body: UpdatePracticeQuestionBody) => {
    const saved = await api.patch<PracticeQuestionCopyView>(copyPath(initial.id), body);
    setView(saved);
    queryClient.setQueryData(copyQuery(initial.id).queryKey, saved);
    // The solution and result screens, and the history's score, show the new question and mark.
    await queryClient.invalidateQueries({ queryKey: practiceQuery(initial.practiceId).queryKey });
    void queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    return saved;
  };
  const texts = useAutosave<Draft>(async (value) => {
    await patch(value);
  });
  const settings = useMutation({ mutationFn: patch, onError: (error) => notifyError(errorText(error)) });

  const edit = (next: Draft) => {
    setDraft(next);
    texts.change(next);
  };
  const errorsOf = (field: string) =>
    view.latexErrors
      .filter((error) => error.field === field)
      .map((error) => error.message)
      .join('; ') || undefined;
  return {
    view,
    draft,
    edit,
    errorsOf,
    saveState: texts.state,
    changeSettings: (change: UpdatePracticeQuestionBody) => settings.mutate(change),
    isSavingSettings: settings.isPending,
  };
}

interface CopyTextsProps {
  draft: Draft;
  isMc: boolean;
  onEdit: (next: Draft) => void;
  /** the LaTeX errors of a field, as the server found them when it last saved */
  errorsOf: (field: string) => string | undefined;
}

/** The question, its options (multiple choice) and the solution, in Markdown with $LaTeX$. */
function CopyTexts({ draft, isMc, onEdit, errorsOf }: CopyTextsProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Textarea
        label={t('questionCopy.question')}
        value={draft.question}
        onChange={(event) => onEdit({ ...draft, question: event.currentTarget.value })}
        autosize
        minRows={3}
        error={errorsOf('question')}
      />
      {isMc &&
        optionKeys.map((key) => (
          <Textarea
            key={key}
            label={t('questionCopy.option', { key: key.toUpperCase() })}
            value={draft.options[key]}
            onChange={(event) => onEdit({ ...draft, options: { ...draft.options, [key]: event.currentTarget.value } })}
            autosize
            minRows={1}
            error={errorsOf(`options.${key}`)}
          />
        ))}
      <Textarea
        label={t('questionCopy.solution')}
        value={draft.solution}
        onChange={(event) => onEdit({ ...draft, solution: event.currentTarget.value })}
        autosize
        minRows={3}
        error={errorsOf('solution')}
      />
    </Stack>
  );
}
