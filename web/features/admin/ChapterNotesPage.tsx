import '../../components/admin/styles';
import { Group, Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AdminNotesView } from '../../../common/admin';
import { BilingualWorkspace, type EditorLanguage } from '../../components/admin/BilingualWorkspace';
import { NotesEditor } from '../../components/admin/NotesEditor';
import { PreviewCard } from '../../components/admin/PreviewCard';
import { AiNotesButton } from '../../components/ai/AiNotesButton';
import { AiNotesDraftAlert } from '../../components/ai/AiNotesDraftAlert';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { SaveStatus } from '../../components/SaveStatus';
import { useTranslation } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { useParams } from '../../lib/router';
import { useAutosave } from '../../lib/useAutosave';
import { adminKeys, notesQuery } from './api';

/** `/app/manage-chapter/:chapterId` (super-admin): the chapter's notes per language, saved as you type. */
export function ChapterNotesPage() {
  const { t } = useTranslation();
  const { chapterId = '' } = useParams();
  const notes = useQuery({
    ...notesQuery(chapterId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  let body: React.ReactNode;
  if (notes.isPending) body = <Skeleton h={400} />;
  else if (notes.isError) {
    body = <QueryError query={notes} />;
  } else body = <NotesWorkspace chapterId={chapterId} initial={notes.data} />;

  return (
    <>
      <PageHeader title={t('admin.notes.title')} backTo="/app/manage-chapters" />
      {body}
    </>
  );
}

function NotesWorkspace({ chapterId, initial }: { chapterId: string; initial: AdminNotesView }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const notes = useChapterNotes(chapterId, initial);
  const { shown } = notes;
  return (
    <BilingualWorkspace
      language={language}
      onLanguage={setLanguage}
      tools={
        <Group gap="sm">
          <AiNotesButton chapterId={chapterId} onDraft={notes.showDraft} />
          <SaveStatus state={notes[language].state} />
        </Group>
      }
      notice={shown.draft && <AiNotesDraftAlert onKeep={notes.keepDraft} onDiscard={notes.discardDraft} />}
      en={
        <NotesEditor
          key={`en-${shown.key}`}
          initial={shown.en}
          label={t('admin.notes.english')}
          onChange={notes.en.change}
        />
      }
      zh={
        <NotesEditor
          key={`zh-${shown.key}`}
          initial={shown.zh}
          label={t('admin.notes.chinese')}
          onChange={notes.zh.change}
        />
      }
      aside={<PreviewCard html={notes.preview[language]} testId="notes-preview" />}
    />
  );
}

/**
 * A chapter's notes as edited: each language saved as typed, the server's preview of what was saved, and an AI draft
 * shown in the editors (remounted by key) for review; the draft is saved only when kept or edited.
 */
function useChapterNotes(chapterId: string, initial: AdminNotesView) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState(initial.preview);
  const save = (lang: EditorLanguage) => async (html: string) => {
    const saved = await api.put<AdminNotesView>(`/api/admin/chapters/${encodeURIComponent(chapterId)}/notes`, {
      [lang]: html === '<p></p>' ? '' : html,
    });
    setPreview(saved.preview);
    queryClient.setQueryData(adminKeys.notes(chapterId), saved);
  };
  const en = useAutosave(save('en'));
  const zh = useAutosave(save('zh'));
  const [shown, setShown] = useState({ en: initial.en ?? '', zh: initial.zh ?? '', key: 0, draft: false });
  const showDraft = useCallback(
    (draft: { en: string; zh: string }) => setShown((s) => ({ ...draft, key: s.key + 1, draft: true })),
    [],
  );
  const keepDraft = () => {
    en.change(shown.en);
    zh.change(shown.zh);
    setShown((s) => ({ ...s, draft: false }));
  };
  const discardDraft = () => {
    const saved = queryClient.getQueryData<AdminNotesView>(adminKeys.notes(chapterId)) ?? initial;
    setShown((s) => ({ en: saved.en ?? '', zh: saved.zh ?? '', key: s.key + 1, draft: false }));
  };
  return { en, zh, preview, shown, showDraft, keepDraft, discardDraft };
}
