import '../../components/admin/styles';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { AddQuestionForm } from './components/AddQuestionForm';
import { QuestionFilters } from './components/QuestionFilters';
import { QuestionList } from './components/QuestionList';
import { useQuestionFilter } from './useQuestionFilter';
import { useQuestionPages } from './useQuestionPages';

const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog')).ImportDialog }));

/** `/app/manage-questions`: the question bank by subject, section, chapter, level and approval, newest first. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isSuper = me?.role === 'super-admin';
  const filter = useQuestionFilter();
  const { questions, openQuestion } = useQuestionPages(filter);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <PageHeader
        title={t('admin.questions.title')}
        right={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setAdding(true)}
            disabled={!filter.values.subject}
          >
            {t('admin.questions.add')}
          </Button>
        }
      />
      <QuestionFilters filter={filter} onImport={isSuper ? () => setImporting(true) : undefined} />
      <QuestionList filter={filter} questions={questions} onOpen={openQuestion} />
      <Dialog opened={adding} onClose={() => setAdding(false)} title={t('admin.questions.addTitle')}>
        {adding && (
          <AddQuestionForm
            chapters={filter.chapterOptions}
            defaultChapter={filter.values.chapter}
            onCancel={() => setAdding(false)}
            onCreated={openQuestion}
          />
        )}
      </Dialog>
      {isSuper && importing && (
        <Suspense fallback={null}>
          <ImportDialog opened={importing} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
