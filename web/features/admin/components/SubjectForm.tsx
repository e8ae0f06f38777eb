import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminSubjectView, type DefaultLanguage, defaultLanguages } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInvalidateAdmin } from '../api';
import { type GradeBandRow, rowsAreFilled, toGradeBands, toGradeRows } from '../grades';
import { GradeBandRows } from './GradeBandRows';
import { SyllabusRow } from './SyllabusRow';

interface SubjectFormProps {
  subject: AdminSubjectView | null;
  categoryId: string;
  categories: Array<{ value: string; label: string }>;
  onDone: () => void;
}

/** A subject's category, titles, default language and grade bands; an existing one also its syllabus files. */
export function SubjectForm({ subject, categoryId, categories, onDone }: SubjectFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [category, setCategory] = useState(subject?.categoryId ?? categoryId);
  const [en, setEn] = useState(subject?.title.en ?? '');
  const [zh, setZh] = useState(subject?.title.zh ?? '');
  const [defaultLanguage, setDefaultLanguage] = useState<DefaultLanguage>(subject?.defaultLanguage ?? 'none');
  const [rows, setRows] = useState<GradeBandRow[]>(toGradeRows(subject?.grades ?? []));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleMissing = en.trim() === '' && zh.trim() === '';
  const gradesBad = !rowsAreFilled(rows);

  const save = useMutation({
    mutationFn: () => {
      const body = {
        categoryId: category,
        title: { en: en.trim(), zh: zh.trim() },
        defaultLanguage,
        grades: toGradeBands(rows),
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

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        setServerError(null);
        if (!titleMissing && !gradesBad) save.mutate();
      }}
    >
      <Stack>
        <Select
          label={t('admin.subjects.category')}
          data={categories}
          value={category}
          onChange={(value) => value && setCategory(value)}
          allowDeselect={false}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('admin.common.titleEn')}
            value={en}
            onChange={(event) => setEn(event.currentTarget.value)}
            error={touched && titleMissing ? t('errors.invalid_title') : undefined}
          />
          <TextInput
            label={t('admin.common.titleZh')}
            value={zh}
            onChange={(event) => setZh(event.currentTarget.value)}
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('admin.subjects.defaultLanguage')}
          </Text>
          <SegmentedControl
            value={defaultLanguage}
            onChange={(value) => setDefaultLanguage(value as DefaultLanguage)}
            data={defaultLanguages.map((value) => ({ value, label: t(`admin.subjects.languages.${value}`) }))}
          />
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('admin.subjects.grades')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin.subjects.gradesHint')}
          </Text>
          <GradeBandRows rows={rows} onChange={setRows} />
          {touched && gradesBad && (
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
        {subject && (
          <Stack gap="xs">
            <SyllabusRow subject={subject} language="en" />
            <SyllabusRow subject={subject} language="zh" />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(subject ? 'admin.common.update' : 'admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
