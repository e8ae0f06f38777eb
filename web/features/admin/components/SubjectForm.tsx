import { Alert, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminSubjectView, type DefaultLanguage, defaultLanguages } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInvalidateAdmin } from '../api';
import { type GradeBandRow, rowsAreFilled, toGradeBands, toGradeRows } from '../grades';
import { AdminForm, isTitleEmpty, TitleInputs, trimTitle } from './AdminForm';
import { GradeBandRows } from './GradeBandRows';
import { SyllabusRow } from './SyllabusRow';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SegmentedControl.css';

interface SubjectFormProps {
  subject: AdminSubjectView | null;
  categoryId: string;
  categories: Array<{ value: string; label: string }>;
  onDone: () => void;
}

/** A subject's category, titles, default language and grade bands; an existing one also its syllabus files. */
export function SubjectForm({ subject, categoryId, categories, onDone }: SubjectFormProps) {
  const { t } = useTranslation();
  const form = useSubjectForm(subject, categoryId, onDone);
  const { fields, set, touched } = form;
  return (
    <AdminForm isNew={subject === null} isPending={form.isPending} onCancel={onDone} onSubmit={form.submit}>
      <Select
        label={t('admin.subjects.category')}
        data={categories}
        value={fields.category}
        onChange={(value) => value && set({ category: value })}
        allowDeselect={false}
      />
      <Group grow align="flex-start">
        <TitleInputs
          value={fields.title}
          onChange={(title) => set({ title })}
          errors={{ en: touched && isTitleEmpty(fields.title) ? t('errors.invalid_title') : undefined }}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('admin.subjects.defaultLanguage')}
        </Text>
        <SegmentedControl
          value={fields.defaultLanguage}
          onChange={(value) => set({ defaultLanguage: value as DefaultLanguage })}
          data={defaultLanguages.map((value) => ({ value, label: t(`admin.subjects.languages.${value}`) }))}
        />
      </Stack>
      <GradeBandsField
        rows={fields.rows}
        onChange={(rows) => set({ rows })}
        isIncomplete={touched && !rowsAreFilled(fields.rows)}
        serverError={form.serverError}
      />
      {subject && (
        <Stack gap="xs">
          <SyllabusRow subject={subject} language="en" />
          <SyllabusRow subject={subject} language="zh" />
        </Stack>
      )}
    </AdminForm>
  );
}

interface GradeBandsFieldProps {
  rows: GradeBandRow[];
  onChange: (rows: GradeBandRow[]) => void;
  isIncomplete: boolean;
  /** the server's reason for refusing the bands (a gap, an overlap…) */
  serverError: string | null;
}

function GradeBandsField({ rows, onChange, isIncomplete, serverError }: GradeBandsFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('admin.subjects.grades')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('admin.subjects.gradesHint')}
      </Text>
      <GradeBandRows rows={rows} onChange={onChange} />
      {isIncomplete && (
        <Text size="sm" c="red">
          {t('admin.subjects.gradesIncomplete')}
        </Text>
      )}
      {serverError && (
        <Alert color="red" variant="light">
          {serverError}
        </Alert>
      )}
    </Stack>
  );
}

interface SubjectFields {
  category: string;
  title: { en: string; zh: string };
  defaultLanguage: DefaultLanguage;
  rows: GradeBandRow[];
}

/** The subject form's fields, whether a submit was tried, the server's refusal, and the save. */
function useSubjectForm(subject: AdminSubjectView | null, categoryId: string, onDone: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [fields, setFields] = useState<SubjectFields>({
    category: subject?.categoryId ?? categoryId,
    title: subject?.title ?? { en: '', zh: '' },
    defaultLanguage: subject?.defaultLanguage ?? 'none',
    rows: toGradeRows(subject?.grades ?? []),
  });
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        categoryId: fields.category,
        title: trimTitle(fields.title),
        defaultLanguage: fields.defaultLanguage,
        grades: toGradeBands(fields.rows),
      };
      return subject
        ? api.patch<AdminSubjectView>(`/api/admin/subjects/${encodeURIComponent(subject.id)}`, body)
        : api.post<AdminSubjectView>('/api/admin/subjects', body);
    },
    onSuccess: () => {
      notifySuccess(t(subject ? 'admin.subjects.updated' : 'admin.subjects.created'));
      void invalidate(['admin', 'subjects']);
      onDone();
    },
    onError: (error) => {
      const text = errorText(error);
      // invalid_grades carries the server's reason (a gap, an overlap…) in its text
      setServerError(isApiError(error, 'invalid_grades') || isApiError(error, 'invalid_title') ? text : null);
      notifyError(text);
    },
  });
  return {
    fields,
    set: (change: Partial<SubjectFields>) => setFields((current) => ({ ...current, ...change })),
    touched,
    serverError,
    isPending: save.isPending,
    submit: () => {
      setTouched(true);
      setServerError(null);
      if (!isTitleEmpty(fields.title) && rowsAreFilled(fields.rows)) save.mutate();
    },
  };
}
