import '../../components/admin/styles';
import { Alert, Button, Card, Grid, Group, Stack, Switch, Tabs, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestionEditorView, UpdateQuestionBody } from '../../../common/admin-questions';
import { type OptionKey, optionKeys } from '../../../common/catalog';
import type { Localized } from '../../../common/i18n';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { QuestionPending, QuestionPreview } from '../../components/QuestionPreview';
import { QuestionSettings } from '../../components/QuestionSettings';
import { SaveStatus } from '../../components/SaveStatus';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate, useParams } from '../../lib/router';
import { useAutosave } from '../../lib/useAutosave';
import { adminKeys, questionQuery, useInvalidateAdmin } from './api';
import { listPath } from './scroll';

type Lang = 'en' | 'zh';

/** `/app/manage-question/:questionId`: texts per language with the server's preview, saved as you type. */
export function QuestionEditorPage() {
  const { t } = useTranslation();
  const { questionId = '' } = useParams();
  const question = useQuery({
    ...questionQuery(questionId),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  let body: React.ReactNode;
  if (question.isPending) {
    body = <QuestionPending failureCount={question.failureCount} retryingText={t('admin.editor.missing')} />;
  } else if (question.isError) {
    body = <QueryError query={question} />;
  } else body = <QuestionForm key={question.data.id} initial={question.data} />;
  return (
    <>
      <PageHeader title={t('admin.editor.title')} backTo={listPath(sessionStorage)} />
      {body}
    </>
  );
}

interface Draft {
  question: Localized;
  solution: Localized;
  options: Record<OptionKey, Localized>;
}

function QuestionForm({ initial }: { initial: QuestionEditorView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdmin();
  const { data: me } = useMe();
  const isSuper = me?.role === 'super-admin';
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>({
    question: initial.question,
    solution: initial.solution,
    options: initial.options,
  });
  const [lang, setLang] = useState<Lang>('en');
  const [deleting, setDeleting] = useState(false);
  const path = `/api/admin/questions/${encodeURIComponent(initial.id)}`;

  const patch = async (body: UpdateQuestionBody) => {
    const saved = await api.patch<QuestionEditorView>(path, body);
    setView(saved);
    queryClient.setQueryData(adminKeys.question(initial.id), saved);
    void invalidate(adminKeys.questions);
    return saved;
  };
  const texts = useAutosave<Draft>(async (value) => {
    await patch({ question: value.question, solution: value.solution, options: value.options });
  });
  const settings = useMutation({
    mutationFn: patch,
    onError: (error) => notifyError(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(path),
    onSuccess: () => {
      notifySuccess(t('admin.editor.deleted'));
      void invalidate(adminKeys.questions);
      navigate(listPath(sessionStorage));
    },
    onError: (error) => notifyError(errorText(error)),
  });

  const edit = (change: (current: Draft) => Draft) => {
    const next = change(draft);
    setDraft(next);
    texts.change(next);
  };
  const setText = (field: 'question' | 'solution', value: string) =>
    edit((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  const setOption = (key: OptionKey, value: string) =>
    edit((current) => ({
      ...current,
      options: { ...current.options, [key]: { ...current.options[key], [lang]: value } },
    }));

  const errorsOf = (field: string) =>
    view.latexErrors.filter((error) => error.field === `${field}.${lang}`).map((error) => error.message);
  const isMc = view.type === 'mc';
  const approved =
    settings.isPending && settings.variables.approved !== undefined ? settings.variables.approved : view.approved;

  return (
    <Stack>
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <QuestionSettings
            value={view}
            onChange={(change) => settings.mutate(change)}
            labels={{
              type: t('admin.editor.type'),
              types: {
                mc: t('admin.questions.types.mc'),
                short: t('admin.questions.types.short'),
                long: t('admin.questions.types.long'),
              },
              level: t('admin.editor.level'),
              totalScore: t('admin.editor.totalScore'),
              mcScore: t('admin.editor.mcScore'),
              correctAns: t('admin.editor.correctAns'),
              noAnswer: t('admin.editor.none'),
            }}
          />
          <Group>
            <Switch
              label={t('admin.editor.approved')}
              checked={approved}
              disabled={!isSuper || settings.isPending}
              description={isSuper ? undefined : t('admin.editor.approvedReadOnly')}
              onChange={(event) => settings.mutate({ approved: event.currentTarget.checked })}
            />
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
              {t('admin.common.delete')}
            </Button>
          </Group>
        </Group>
      </Card>
      <Group justify="space-between" wrap="wrap">
        <Tabs value={lang} onChange={(value) => value && setLang(value as Lang)}>
          <Tabs.List>
            <Tabs.Tab value="en">{t('admin.editor.english')}</Tabs.Tab>
            <Tabs.Tab value="zh">{t('admin.editor.chinese')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <SaveStatus state={texts.state} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('admin.editor.markdownHint')}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Textarea
              label={t('admin.editor.question')}
              value={draft.question[lang]}
              onChange={(event) => setText('question', event.currentTarget.value)}
              autosize
              minRows={3}
              error={errorsOf('question').join('; ') || undefined}
            />
            {isMc &&
              optionKeys.map((key) => (
                <Textarea
                  key={key}
                  label={t('admin.editor.option', { key: key.toUpperCase() })}
                  value={draft.options[key][lang]}
                  onChange={(event) => setOption(key, event.currentTarget.value)}
                  autosize
                  minRows={1}
                  error={errorsOf(`options.${key}`).join('; ') || undefined}
                />
              ))}
            <Textarea
              label={t('admin.editor.solution')}
              value={draft.solution[lang]}
              onChange={(event) => setText('solution', event.currentTarget.value)}
              autosize
              minRows={3}
              error={errorsOf('solution').join('; ') || undefined}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuestionPreview
            title={t('admin.editor.preview')}
            questionHtml={view.preview.questionHtml[lang]}
            optionsHtml={
              isMc && view.preview.optionsHtml
                ? {
                    a: view.preview.optionsHtml.a[lang],
                    b: view.preview.optionsHtml.b[lang],
                    c: view.preview.optionsHtml.c[lang],
                    d: view.preview.optionsHtml.d[lang],
                  }
                : null
            }
            correctAns={view.correctAns}
            solutionLabel={t('admin.editor.solution')}
            solutionHtml={view.preview.solutionHtml[lang]}
          >
            {view.latexErrors.length > 0 && (
              <Alert color="red" title={t('admin.editor.latexErrors')}>
                {view.latexErrors.map((error) => (
                  <Text key={`${error.field}-${error.message}`} size="xs">
                    {error.field}: {error.message}
                  </Text>
                ))}
              </Alert>
            )}
          </QuestionPreview>
        </Grid.Col>
      </Grid>
      <ConfirmDelete
        name={deleting ? t('admin.editor.title') : null}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate()}
        loading={remove.isPending}
      />
    </Stack>
  );
}
