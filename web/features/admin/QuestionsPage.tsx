import '../../components/admin/styles';
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { AddQuestionForm } from './components/AddQuestionForm';
import { FlaggedQuestions } from './components/FlaggedQuestions';
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
  const [tab, setTab] = useState<'all' | 'flagged'>('all');
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
      {/* "To check": the subject's questions whose item analysis calls for a look (issue 29.3). */}
      <Tabs value={tab} onChange={(value) => setTab(value === 'flagged' ? 'flagged' : 'all')} mb="md">
        <Tabs.List>
          <Tabs.Tab value="all">{t('admin.questions.tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="flagged">{t('admin.questions.tabs.flagged')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'all' ? (
        <QuestionList filter={filter} questions={questions} onOpen={openQuestion} />
      ) : (
        <FlaggedQuestions subjectId={filter.values.subject} onOpen={openQuestion} />
      )}
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
