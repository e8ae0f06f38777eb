import '../../components/admin/styles';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileText, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminChapterView, AdminSectionView } from '../../../common/admin';
import { pickText } from '../../../common/i18n';
import { ConfirmDelete } from '../../components/admin/ConfirmDelete';
import { MoveButtons } from '../../components/admin/MoveButtons';
import { moveIds } from '../../components/admin/reorder';
import { SortableRows } from '../../components/admin/SortableRows';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link, useSearchParams } from '../../lib/router';
import { adminKeys, categoriesQuery, sectionsQuery, subjectsQuery, useInvalidateAdmin } from './api';
import { useReorder } from './useReorder';

type Editing =
  | { kind: 'section'; section: AdminSectionView | null }
  | { kind: 'chapter'; sectionId: string; chapter: AdminChapterView | null };
type Deleting = { kind: 'section' | 'chapter'; id: string; name: string };

/** `/app/manage-chapters` (super-admin): sections of a subject in order, with their chapters. */
export function ChaptersPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useQuery(categoriesQuery);
  const categoryId = searchParams.get('category') ?? categories.data?.[0]?.id ?? null;
  const subjects = useQuery({ ...subjectsQuery(categoryId), enabled: categoryId !== null });
  const subjectId = searchParams.get('subject') ?? subjects.data?.[0]?.id ?? null;
  const sections = useQuery({ ...sectionsQuery(subjectId ?? ''), enabled: subjectId !== null });
  const invalidate = useInvalidateAdmin();
  const sectionsKey = adminKeys.sections(subjectId ?? '');
  const reorderSections = useReorder('/api/admin/sections/order', sectionsKey, { subjectId: subjectId ?? '' });
  const reorderChapters = useMutation({
    mutationFn: ({ sectionId, ids }: { sectionId: string; ids: string[] }) =>
      api.put<unknown>('/api/admin/chapters/order', { sectionId, ids }),
    onSuccess: () => notifySuccess(t('admin.common.orderSaved')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(sectionsKey),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const toggle = useMutation({
    mutationFn: ({ kind, id, published }: { kind: 'sections' | 'chapters'; id: string; published: boolean }) =>
      api.patch<unknown>(`/api/admin/${kind}/${encodeURIComponent(id)}`, { published }),
    onSuccess: (_, { kind }) =>
      notifySuccess(t(kind === 'sections' ? 'admin.chapters.sectionUpdated' : 'admin.chapters.chapterUpdated')),
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(sectionsKey),
  });
  const remove = useMutation({
    mutationFn: ({ kind, id }: Deleting) => api.delete(`/api/admin/${kind}s/${encodeURIComponent(id)}`),
    onSuccess: (_, { kind }) => {
      notifySuccess(t(kind === 'section' ? 'admin.chapters.sectionDeleted' : 'admin.chapters.chapterDeleted'));
      setDeleting(null);
    },
    onError: (error) => notifyError(errorText(error)),
    onSettled: () => invalidate(sectionsKey),
  });
  const published = (kind: 'sections' | 'chapters', id: string, value: boolean) =>
    toggle.isPending && toggle.variables.id === id && toggle.variables.kind === kind
      ? toggle.variables.published
      : value;

  const select = (key: 'category' | 'subject', value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(key, value);
    if (key === 'category') next.delete('subject');
    setSearchParams(next, { replace: true });
  };

  let body: React.ReactNode;
  if (subjectId === null)
    body =
      categories.isPending || subjects.isPending ? (
        <Skeleton h={200} />
      ) : (
        <Text c="dimmed">{t('admin.chapters.pickSubject')}</Text>
      );
  else if (sections.isPending) body = <Skeleton h={200} />;
  else if (sections.isError) {
    body = <QueryError query={sections} />;
  } else if (sections.data.length === 0) body = <Text c="dimmed">{t('admin.common.empty')}</Text>;
  else {
    body = (
      <SortableRows
        items={sections.data}
        pending={reorderSections.isPending ? reorderSections.variables : undefined}
        nameOf={(section) => pickText(section.title, language)}
        onReorder={(ids) => reorderSections.mutate(ids)}
        disabled={reorderSections.isPending}
      >
        {(section) => {
          const name = pickText(section.title, language);
          const chapterIds = section.chapters.map((chapter) => chapter.id);
          return (
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} fz="md" miw={0}>
                  {name}
                </Title>
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    size="sm"
                    label={t('admin.common.published')}
                    checked={published('sections', section.id, section.published)}
                    onChange={(event) =>
                      toggle.mutate({ kind: 'sections', id: section.id, published: event.currentTarget.checked })
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    onClick={() => setEditing({ kind: 'section', section })}
                    aria-label={`${t('admin.common.edit')}: ${name}`}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting({ kind: 'section', id: section.id, name })}
                    aria-label={`${t('admin.common.delete')}: ${name}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              {section.chapters.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('admin.chapters.noChapters')}
                </Text>
              )}
              {section.chapters.map((chapter, index) => {
                const chapterName = `${chapter.chapterNo}. ${pickText(chapter.title, language)}`;
                return (
                  <Card key={chapter.id} padding="xs" bg="gray.0" radius="sm">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Stack gap={0} miw={0} style={{ flex: 1 }}>
                        <Text fw={500} size="sm">
                          {chapterName}
                        </Text>
                        <Group gap={6}>
                          <Text size="xs" c="dimmed">
                            {t('admin.chapters.questions', chapter.questionCounts)}
                          </Text>
                          {chapter.hasNotes && (
                            <Badge size="xs" variant="light">
                              {t('admin.chapters.hasNotes')}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                      <Group gap={4} wrap="wrap">
                        <Switch
                          size="xs"
                          label={t('admin.common.published')}
                          checked={published('chapters', chapter.id, chapter.published)}
                          onChange={(event) =>
                            toggle.mutate({ kind: 'chapters', id: chapter.id, published: event.currentTarget.checked })
                          }
                        />
                        <Button
                          size="compact-xs"
                          variant="light"
                          component={Link}
                          to={`/app/manage-chapter/${chapter.id}`}
                          leftSection={<IconFileText size={14} />}
                        >
                          {t('admin.chapters.notes')}
                        </Button>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          onClick={() => setEditing({ kind: 'chapter', sectionId: section.id, chapter })}
                          aria-label={`${t('admin.common.edit')}: ${chapterName}`}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <MoveButtons
                          name={chapterName}
                          isFirst={index === 0}
                          isLast={index === section.chapters.length - 1}
                          disabled={reorderChapters.isPending}
                          onMove={(step) => {
                            const ids = moveIds(chapterIds, chapter.id, step);
                            if (ids) reorderChapters.mutate({ sectionId: section.id, ids });
                          }}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          onClick={() => setDeleting({ kind: 'chapter', id: chapter.id, name: chapterName })}
                          aria-label={`${t('admin.common.delete')}: ${chapterName}`}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Card>
                );
              })}
              <Group>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setEditing({ kind: 'chapter', sectionId: section.id, chapter: null })}
                >
                  {t('admin.chapters.addChapter')}
                </Button>
              </Group>
            </Stack>
          );
        }}
      </SortableRows>
    );
  }

  let dialogTitle = '';
  if (editing?.kind === 'section')
    dialogTitle = t(editing.section ? 'admin.chapters.editSection' : 'admin.chapters.sectionTitle');
  if (editing?.kind === 'chapter')
    dialogTitle = t(editing.chapter ? 'admin.chapters.editChapter' : 'admin.chapters.chapterTitle');

  return (
    <>
      <PageHeader
        title={t('admin.chapters.title')}
        right={
          <Button
            leftSection={<IconPlus size={18} />}
            disabled={!subjectId}
            onClick={() => setEditing({ kind: 'section', section: null })}
          >
            {t('admin.chapters.addSection')}
          </Button>
        }
      />
      <Group mb="md" grow maw={720} align="flex-start" wrap="wrap">
        <Select
          label={t('admin.chapters.category')}
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: pickText(c.title, language) }))}
          value={categoryId}
          onChange={(value) => value && select('category', value)}
          allowDeselect={false}
        />
        <Select
          label={t('admin.chapters.subject')}
          data={(subjects.data ?? []).map((s) => ({ value: s.id, label: pickText(s.title, language) }))}
          value={subjectId}
          onChange={(value) => value && select('subject', value)}
          allowDeselect={false}
        />
      </Group>
      {body}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={dialogTitle} centered>
        {editing !== null && subjectId && (
          <CatalogueItemForm editing={editing} subjectId={subjectId} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDelete
        name={deleting?.name ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        loading={remove.isPending}
      />
    </>
  );
}

function CatalogueItemForm({
  editing,
  subjectId,
  onDone,
}: {
  editing: Editing;
  subjectId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const item = editing.kind === 'section' ? editing.section : editing.chapter;
  const [en, setEn] = useState(item?.title.en ?? '');
  const [zh, setZh] = useState(item?.title.zh ?? '');
  const [chapterNo, setChapterNo] = useState(editing.kind === 'chapter' ? (editing.chapter?.chapterNo ?? '') : '');
  const [touched, setTouched] = useState(false);
  const titleMissing = en.trim() === '' && zh.trim() === '';
  const noMissing = editing.kind === 'chapter' && chapterNo.trim() === '';
  const save = useMutation({
    mutationFn: () => {
      const title = { en: en.trim(), zh: zh.trim() };
      if (editing.kind === 'section') {
        return editing.section
          ? api.patch<unknown>(`/api/admin/sections/${encodeURIComponent(editing.section.id)}`, { title })
          : api.post<unknown>('/api/admin/sections', { subjectId, title });
      }
      const body = { title, chapterNo: chapterNo.trim() };
      return editing.chapter
        ? api.patch<unknown>(`/api/admin/chapters/${encodeURIComponent(editing.chapter.id)}`, body)
        : api.post<unknown>('/api/admin/chapters', { ...body, sectionId: editing.sectionId });
    },
    onSuccess: () => {
      const key =
        editing.kind === 'section'
          ? editing.section
            ? 'admin.chapters.sectionUpdated'
            : 'admin.chapters.sectionCreated'
          : editing.chapter
            ? 'admin.chapters.chapterUpdated'
            : 'admin.chapters.chapterCreated';
      notifySuccess(t(key));
      void invalidate(adminKeys.sections(subjectId));
      onDone();
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!titleMissing && !noMissing) save.mutate();
      }}
    >
      <Stack>
        {editing.kind === 'chapter' && (
          <TextInput
            label={t('admin.chapters.chapterNo')}
            value={chapterNo}
            onChange={(event) => setChapterNo(event.currentTarget.value)}
            error={touched && noMissing ? t('errors.invalid_chapter_no') : undefined}
            maxLength={20}
            data-autofocus
          />
        )}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(item ? 'admin.common.update' : 'admin.common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
