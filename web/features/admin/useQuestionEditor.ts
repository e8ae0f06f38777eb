import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuestionEditorView, UpdateQuestionBody } from '../../../common/admin-questions';
import type { OptionKey } from '../../../common/catalog';
import type { Localized } from '../../../common/i18n';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { useAutosave } from '../../lib/useAutosave';
import { adminKeys, useInvalidateAdmin } from './api';
import { listPath } from './scroll';

export type EditorLanguage = 'en' | 'zh';

interface Draft {
  question: Localized;
  solution: Localized;
  options: Record<OptionKey, Localized>;
}

/**
 * A bank question being edited: its texts as typed (saved a second after the last key), its settings (saved at once),
 * the server's last answer (preview, LaTeX errors) and its delete.
 */
export function useQuestionEditor(initial: QuestionEditorView) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdmin();
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>({
    question: initial.question,
    solution: initial.solution,
    options: initial.options,
  });
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
  const settings = useMutation({ mutationFn: patch, onError: (error) => notifyError(errorText(error)) });
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
  return { view, draft, edit, saveState: texts.state, settings, remove };
}

export type QuestionEditor = ReturnType<typeof useQuestionEditor>;
