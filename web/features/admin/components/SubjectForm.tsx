import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminSubjectView, type DefaultLanguage, defaultLanguages } from '../../../../common/admin';
import { useTranslation } from '../../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInvalidateAdmin } from '../api';
import { type GradeBandRow, newGradeRow, rowsAreFilled, toGradeBands, toGradeRows } from '../grades';
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

  const setRow = (index: number, change: Partial<GradeBandRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

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
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
            <Group key={index} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('admin.subjects.grade')}
                value={row.grade}
                onChange={(event) => setRow(index, { grade: event.currentTarget.value })}
                w={90}
              />
              <ColorInput
                label={t('admin.subjects.colour')}
                value={row.color}
                onChange={(color) => setRow(index, { color })}
                format="hex"
                w={140}
              />
              <NumberInput
                label={t('admin.subjects.min')}
                value={row.min}
                onChange={(min) => setRow(index, { min })}
                min={0}
                max={100}
                w={90}
              />
              <NumberInput
                label={t('admin.subjects.max')}
                value={row.max}
                onChange={(max) => setRow(index, { max })}
                min={0}
                max={100}
                w={90}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                aria-label={`${t('admin.subjects.removeGrade')} ${row.grade}`}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => setRows((current) => [...current, newGradeRow(current)])}
            >
              {t('admin.subjects.addGrade')}
            </Button>
          </Group>
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
