import { Alert, Button, Card, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type OptionKey, optionKeys } from '../../../../common/catalog';
import { QuestionPreview } from '../../../components/QuestionPreview';
import { QuestionSettings } from '../../../components/QuestionSettings';
import { useTranslation } from '../../../i18n/i18n';
import { useMe } from '../../../lib/me';
import type { EditorLanguage, QuestionEditor } from '../useQuestionEditor';

/** The question's type, level, score and answer, its approval (a super-admin's to give) and the delete button. */
export function QuestionSettingsCard({ editor, onDelete }: { editor: QuestionEditor; onDelete: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isSuper = me?.role === 'super-admin';
  const { view, settings } = editor;
  const approved =
    settings.isPending && settings.variables.approved !== undefined ? settings.variables.approved : view.approved;
  return (
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
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            {t('admin.common.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** One language's question, options (MC) and solution, each with the LaTeX errors the server found in it. */
export function QuestionTextFields({ editor, lang }: { editor: QuestionEditor; lang: EditorLanguage }) {
  const { t } = useTranslation();
  const { view, draft, edit } = editor;
  const setText = (field: 'question' | 'solution', value: string) =>
    edit((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  const setOption = (key: OptionKey, value: string) =>
    edit((current) => ({
      ...current,
      options: { ...current.options, [key]: { ...current.options[key], [lang]: value } },
    }));
  const errorOf = (field: string) =>
    view.latexErrors
      .filter((error) => error.field === `${field}.${lang}`)
      .map((error) => error.message)
      .join('; ') || undefined;
  return (
    <Stack>
      <Textarea
        label={t('admin.editor.question')}
        value={draft.question[lang]}
        onChange={(event) => setText('question', event.currentTarget.value)}
        autosize
        minRows={3}
        error={errorOf('question')}
      />
      {view.type === 'mc' &&
        optionKeys.map((key) => (
          <Textarea
            key={key}
            label={t('admin.editor.option', { key: key.toUpperCase() })}
            value={draft.options[key][lang]}
            onChange={(event) => setOption(key, event.currentTarget.value)}
            autosize
            minRows={1}
            error={errorOf(`options.${key}`)}
          />
        ))}
      <Textarea
        label={t('admin.editor.solution')}
        value={draft.solution[lang]}
        onChange={(event) => setText('solution', event.currentTarget.value)}
        autosize
        minRows={3}
        error={errorOf('solution')}
      />
    </Stack>
  );
}

/** The server's rendering of the question as last saved, in one language, and every LaTeX error it found. */
export function QuestionPreviewPane({ editor, lang }: { editor: QuestionEditor; lang: EditorLanguage }) {
  const { t } = useTranslation();
  const { view } = editor;
  const options = view.type === 'mc' ? view.preview.optionsHtml : null;
  return (
    <QuestionPreview
      title={t('admin.editor.preview')}
      questionHtml={view.preview.questionHtml[lang]}
      optionsHtml={options ? { a: options.a[lang], b: options.b[lang], c: options.c[lang], d: options.d[lang] } : null}
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
  );
}
