import '../../components/admin/styles';
import { Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestionEditorView } from '../../../common/admin-questions';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { QuestionPending } from '../../components/QuestionPreview';
import { SaveStatus } from '../../components/SaveStatus';
import { useTranslation } from '../../i18n/i18n';
import { useParams } from '../../lib/router';
import { questionQuery } from './api';
import { QuestionPreviewPane, QuestionSettingsCard, QuestionTextFields } from './components/QuestionEditorParts';
import { RegradeCard } from './components/RegradeCard';
import { listPath } from './scroll';
import { type EditorLanguage, useQuestionEditor } from './useQuestionEditor';

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

/** The editor of one question: settings, then per language its texts beside the server's preview. */
function QuestionForm({ initial }: { initial: QuestionEditorView }) {
  const { t } = useTranslation();
  const editor = useQuestionEditor(initial);
  const [lang, setLang] = useState<EditorLanguage>('en');
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack>
      <QuestionSettingsCard editor={editor} onDelete={() => setDeleting(true)} />
      <Group justify="space-between" wrap="wrap">
        <Tabs value={lang} onChange={(value) => value && setLang(value as EditorLanguage)}>
          <Tabs.List>
            <Tabs.Tab value="en">{t('admin.editor.english')}</Tabs.Tab>
            <Tabs.Tab value="zh">{t('admin.editor.chinese')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <SaveStatus state={editor.saveState} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('admin.editor.markdownHint')}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuestionTextFields editor={editor} lang={lang} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <QuestionPreviewPane editor={editor} lang={lang} />
        </Grid.Col>
      </Grid>
      <RegradeCard
        question={editor.view}
        isSaved={(editor.saveState.kind === 'idle' || editor.saveState.kind === 'saved') && !editor.settings.isPending}
      />
      <ConfirmDelete
        name={deleting ? t('admin.editor.title') : null}
        onCancel={() => setDeleting(false)}
        onConfirm={() => editor.remove.mutate()}
        loading={editor.remove.isPending}
      />
    </Stack>
  );
}
