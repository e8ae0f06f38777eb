import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Divider.css';
import { ActionIcon, Badge, Box, Button, Checkbox, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { ChapterView, SectionView } from '../../../common/catalog';
import { pickText } from '../../../common/i18n';
import type { Language } from '../../../common/profile';
import { useTranslation } from '../../i18n/i18n';
import { chaptersQuery } from '../../lib/catalog';
import { QueryError } from '../QueryError';
import { NotesDrawer } from './NotesDrawer';

interface ChapterChecklistProps {
  subjectId: string;
  /** chapter and section titles show in the practice language, the language the questions will be in */
  locale: Language;
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** 'invalid chapters' and the like, shown above the list */
  error?: string | null;
}

/** The subject's sections and chapters to pick from, with approved question counts and each chapter's notes. */
export function ChapterChecklist({ subjectId, locale, selected, onChange, error }: ChapterChecklistProps) {
  const { t } = useTranslation();
  const sections = useQuery(chaptersQuery(subjectId));
  const [notesChapterId, setNotesChapterId] = useState<string | null>(null);

  if (sections.isPending) return <ChecklistSkeleton />;
  if (sections.isError) {
    return <QueryError query={sections} />;
  }
  if (sections.data.every((section) => section.chapters.length === 0)) {
    return <Text c="dimmed">{t('practice.chapters.empty')}</Text>;
  }

  function toggle(ids: string[], checked: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  }

  return (
    <Stack gap="md">
      <Text size="sm" c={error ? 'red.8' : 'dimmed'} fw={error ? 600 : undefined} aria-live="polite">
        {error ?? t('practice.chapters.selected', { count: selected.size })}
      </Text>
      {sections.data.map((section) => (
        <SectionChecklist
          key={section.id}
          section={section}
          locale={locale}
          selected={selected}
          onToggle={toggle}
          onOpenNotes={setNotesChapterId}
        />
      ))}
      <NotesDrawer chapterId={notesChapterId} locale={locale} onClose={() => setNotesChapterId(null)} />
    </Stack>
  );
}

interface SectionChecklistProps {
  section: SectionView;
  locale: Language;
  selected: ReadonlySet<string>;
  onToggle: (chapterIds: string[], checked: boolean) => void;
  onOpenNotes: (chapterId: string) => void;
}

function SectionChecklist({ section, locale, selected, onToggle, onOpenNotes }: SectionChecklistProps) {
  const { t } = useTranslation();
  const ids = section.chapters.map((chapter) => chapter.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const title = pickText(section.title, locale);
  if (ids.length === 0) return null;

  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Box px={{ base: 'sm', sm: 'md' }} py="sm" bg="gray.0">
        <Checkbox
          label={<Text fw={700}>{title}</Text>}
          aria-label={t('practice.chapters.selectAll', { section: title })}
          checked={count === ids.length}
          indeterminate={count > 0 && count < ids.length}
          onChange={(event) => onToggle(ids, event.currentTarget.checked)}
        />
      </Box>
      {section.chapters.map((chapter) => (
        <Fragment key={chapter.id}>
          <Divider />
          <ChapterRow
            chapter={chapter}
            locale={locale}
            checked={selected.has(chapter.id)}
            onToggle={(checked) => onToggle([chapter.id], checked)}
            onOpenNotes={() => onOpenNotes(chapter.id)}
          />
        </Fragment>
      ))}
    </Paper>
  );
}

interface ChapterRowProps {
  chapter: ChapterView;
  locale: Language;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onOpenNotes: () => void;
}

function ChapterRow({ chapter, locale, checked, onToggle, onOpenNotes }: ChapterRowProps) {
  const { t } = useTranslation();
  const title = `${chapter.chapterNo}. ${pickText(chapter.title, locale)}`;
  const { mc, short, long } = chapter.questionCounts;

  return (
    <Group px={{ base: 'sm', sm: 'md' }} py="sm" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Checkbox
        checked={checked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={title}
        description={
          <Group gap={6} mt={6} component="span" title={t('practice.chapters.counts', { mc, short, long })}>
            <Badge variant="light" color="lagoon" size="sm" component="span" tt="none">
              {t('practice.chapters.mc', { count: mc })}
            </Badge>
            <Badge variant="light" color="grape" size="sm" component="span" tt="none">
              {t('practice.chapters.short', { count: short })}
            </Badge>
            <Badge variant="light" color="orange" size="sm" component="span" tt="none">
              {t('practice.chapters.long', { count: long })}
            </Badge>
          </Group>
        }
        styles={{ label: { fontWeight: 500 } }}
        style={{ flex: 1, minWidth: 0 }}
      />
      {chapter.hasNotes && (
        <>
          <Button
            visibleFrom="sm"
            variant="light"
            size="xs"
            leftSection={<IconNotes size={16} />}
            onClick={onOpenNotes}
            aria-label={t('practice.chapters.notesFor', { chapter: title })}
            style={{ flexShrink: 0 }}
          >
            {t('practice.chapters.notes')}
          </Button>
          {/* On a phone the label would squeeze the chapter title; the icon alone keeps the row readable. */}
          <ActionIcon
            hiddenFrom="sm"
            variant="light"
            size="lg"
            onClick={onOpenNotes}
            aria-label={t('practice.chapters.notesFor', { chapter: title })}
          >
            <IconNotes size={18} />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

function ChecklistSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton h={18} w={160} />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={56} radius="md" />
      ))}
    </Stack>
  );
}
