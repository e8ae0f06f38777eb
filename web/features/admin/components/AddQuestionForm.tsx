import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateQuestionBody } from '../../../../common/admin-questions';
import { type QuestionType, questionTypes } from '../../../../common/catalog';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, useInvalidateAdmin } from '../api';
import { AdminForm } from './AdminForm';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SegmentedControl.css';

interface AddQuestionFormProps {
  chapters: Array<{ value: string; label: string }>;
  defaultChapter: string;
  onCancel: () => void;
  onCreated: (id: string) => void;
}

/** A new question's chapter, type and level; it is created empty and opens in the editor. */
export function AddQuestionForm({ chapters, defaultChapter, onCancel, onCreated }: AddQuestionFormProps) {
  const { t } = useTranslation();
  const [chapterId, setChapterId] = useState<string | null>(defaultChapter || null);
  const [type, setType] = useState<QuestionType>('mc');
  const [level, setLevel] = useState('1');
  const [touched, setTouched] = useState(false);
  const create = useCreateQuestion(onCreated);
  return (
    <AdminForm
      isNew
      isPending={create.isPending}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (chapterId) create.mutate({ chapterId, type, level: Number(level) });
      }}
    >
      <Select
        label={t('admin.questions.chapter')}
        data={chapters}
        value={chapterId}
        onChange={setChapterId}
        required
        searchable
        error={touched && !chapterId ? t('errors.chapter_not_found') : undefined}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('admin.questions.type')}
        </Text>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as QuestionType)}
          data={questionTypes.map((value) => ({ value, label: t(`admin.questions.types.${value}`) }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('admin.questions.level')}
        </Text>
        <SegmentedControl
          value={level}
          onChange={setLevel}
          data={(['1', '2', '3'] as const).map((value) => ({ value, label: t(`practice.levels.${value}`) }))}
        />
      </Stack>
    </AdminForm>
  );
}

function useCreateQuestion(onCreated: (id: string) => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: CreateQuestionBody) => api.post<{ id: string }>('/api/admin/questions', body),
    onSuccess: (question) => {
      notifySuccess(t('admin.questions.created'));
      void invalidate(adminKeys.questions);
      onCreated(question.id);
    },
    onError: (error) => notifyError(errorText(error)),
  });
}
