import '../../components/admin/styles';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  ColorInput,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type AdminSubjectView, type DefaultLanguage, defaultLanguages } from '../../../common/admin';
import { pickText } from '../../../common/i18n';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { SortableRows } from '../../components/admin/SortableRows';
import { useDeleteRow } from '../../components/admin/useDeleteRow';
import { PageHeader } from '../../components/PageHeader';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, isApiError, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSearchParams } from '../../lib/router';
import { upload } from '../../lib/upload';
import { categoriesQuery, subjectsQuery, useInvalidateAdmin } from './api';
import { type GradeBandRow, newGradeRow, rowsAreFilled, toGradeBands, toGradeRows } from './grades';
import { useReorder } from './useReorder';

type Flag = 'published' | 'isOld' | 'isNew';

/** `/app/manage-subjects` (super-admin): subjects by category, ordering, toggles, edit form with grades and syllabus. */
export function SubjectsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useQuery(categoriesQuery);
  const categoryId = searchParams.get('category') ?? categories.data?.[0]?.id ?? null;
  const subjects = useQuery({ ...subjectsQuery(categoryId), enabled: categoryId !== null });
  const invalidate = useInvalidateAdmin();
  const reorder = useReorder('/api/admin/subjects/order', ['admin', 'subjects'], { categoryId: categoryId ?? '' });
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  const toggle = useMutation({
    mutationFn: ({ id, flag, value }: { id: string; flag: Flag; value: boolean }) =>
      api.patch<AdminSubjectView>(`/api/admin/subjects/${encodeURIComponent(id)}`, { [flag]: value }),
    onSuccess: () => notifySuccess(t('admin.subjects.updated')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  const remove = useDeleteRow<AdminSubjectView>({
    path: '/api/admin/subjects',
    deletedText: t('admin.subjects.deleted'),
    invalidates: ['admin', 'subjects'],
  });

  const flagValue = (subject: AdminSubjectView, flag: Flag) =>
    toggle.isPending && toggle.variables.id === subject.id && toggle.variables.flag === flag
      ? toggle.variables.value
      : subject[flag];

  let body: React.ReactNode;
  if (categories.isPending || (categoryId !== null && subjects.isPending)) body = <Skeleton h={200} />;
  else if (categories.isError || subjects.isError) {
    body = (
      <Alert color="red" title={errorText(categories.error ?? subjects.error)}>
        <Button size="xs" variant="white" onClick={() => void subjects.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  } else if (!subjects.data || subjects.data.length === 0) body = <Text c="dimmed">{t('admin.common.empty')}</Text>;
  else {
    body = (
      <SortableRows
        items={subjects.data}
        pending={reorder.isPending ? reorder.variables : undefined}
        nameOf={(subject) => pickText(subject.title, language)}
        onReorder={(ids) => reorder.mutate(ids)}
        disabled={reorder.isPending}
      >
        {(subject) => {
          const name = pickText(subject.title, language);
          return (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} truncate miw={0}>
                {name}
              </Text>
              <Group gap="md" wrap="wrap">
                {(['published', 'isOld', 'isNew'] as const).map((flag) => (
                  <Switch
                    key={flag}
                    size="sm"
                    label={t(
                      flag === 'published'
                        ? 'admin.common.published'
                        : flag === 'isOld'
                          ? 'admin.subjects.old'
                          : 'admin.subjects.new',
                    )}
                    checked={flagValue(subject, flag)}
                    onChange={(event) => toggle.mutate({ id: subject.id, flag, value: event.currentTarget.checked })}
                  />
                ))}
                <ActionIcon
                  variant="subtle"
                  onClick={() => setEditing(subject.id)}
                  aria-label={`${t('admin.common.edit')}: ${name}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => remove.ask(subject)}
                  aria-label={`${t('admin.common.delete')}: ${name}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          );
        }}
      </SortableRows>
    );
  }

  const editingSubject = editing && editing !== 'new' ? subjects.data?.find((s) => s.id === editing) : undefined;
  return (
    <>
      <PageHeader
        title={t('admin.subjects.title')}
        right={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} disabled={!categoryId}>
            {t('admin.subjects.add')}
          </Button>
        }
      />
      <Select
        label={t('admin.subjects.category')}
        data={(categories.data ?? []).map((category) => ({
          value: category.id,
          label: pickText(category.title, language),
        }))}
        value={categoryId}
        onChange={(value) => value && setSearchParams({ category: value }, { replace: true })}
        allowDeselect={false}
        maw={360}
        mb="md"
      />
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'admin.subjects.addTitle' : 'admin.subjects.editTitle')}
        size="xl"
        centered
      >
        {editing !== null && (editing === 'new' || editingSubject) && (
          <SubjectForm
            subject={editingSubject ?? null}
            categoryId={categoryId ?? ''}
            categories={(categories.data ?? []).map((c) => ({ value: c.id, label: pickText(c.title, language) }))}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        name={remove.deleting ? pickText(remove.deleting.title, language) : null}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
        loading={remove.isPending}
      />
    </>
  );
}

interface SubjectFormProps {
  subject: AdminSubjectView | null;
  categoryId: string;
  categories: Array<{ value: string; label: string }>;
  onDone: () => void;
}

function SubjectForm({ subject, categoryId, categories, onDone }: SubjectFormProps) {
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

const ACCEPT = '.pdf,.doc,.docx,.txt,application/pdf,application/msword,text/plain';

function SyllabusRow({ subject, language }: { subject: AdminSubjectView; language: 'en' | 'zh' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const path = `/api/admin/subjects/${encodeURIComponent(subject.id)}/syllabus/${language}`;
  const send = useMutation({
    mutationFn: (file: File) => upload<AdminSubjectView>('PUT', path, file),
    onSuccess: () => {
      setError(null);
      notifySuccess(t('admin.subjects.uploaded'));
    },
    onError: (failure) => {
      setError(errorText(failure));
      notifyError(errorText(failure));
    },
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<AdminSubjectView>(path),
    onSuccess: () => notifySuccess(t('admin.subjects.fileRemoved')),
    onError: (failure) => notifyError(errorText(failure)),
    onSettled: () => invalidate(['admin', 'subjects']),
  });
  const file = subject.syllabus[language];
  const label = t(language === 'en' ? 'admin.subjects.syllabusEn' : 'admin.subjects.syllabusZh');
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500} w={170}>
          {label}
        </Text>
        {file ? (
          <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
            {file.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.subjects.noFile')}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={label}
          data-testid={`syllabus-${language}`}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) send.mutate(chosen);
          }}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} />}
          loading={send.isPending}
          onClick={() => input.current?.click()}
        >
          {t(file ? 'admin.subjects.replace' : 'admin.subjects.upload')}
        </Button>
        {file && (
          <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('admin.subjects.removeFile')}
          </Button>
        )}
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'}>
        {error ?? t('admin.subjects.fileTypes')}
      </Text>
    </Stack>
  );
}
