import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import type { AdminChapterView, AdminSectionView } from '../../../../common/admin';
import { pickText } from '../../../../common/i18n';
import { MoveButtons } from '../../../components/admin/MoveButtons';
import { moveIds } from '../../../components/admin/reorder';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { Link } from '../../../lib/router';
import type { Editing } from './CatalogueItemForm';
import { RowActions } from './RowActions';

export type Deleting = { kind: 'section' | 'chapter'; id: string; name: string };

export interface SectionRowActions {
  /** the published switch's value, the one being saved while it is */
  publishedOf: (kind: 'sections' | 'chapters', id: string, value: boolean) => boolean;
  setPublished: (kind: 'sections' | 'chapters', id: string, published: boolean) => void;
  edit: (editing: Editing) => void;
  remove: (deleting: Deleting) => void;
  /** saves a section's chapters in a new order */
  reorderChapters: { isPending: boolean; mutate: (change: { sectionId: string; ids: string[] }) => void };
}

/** A section of the subject in the chapters page's list: its title and switches, then its chapters in order. */
export function SectionRow({ section, actions }: { section: AdminSectionView; actions: SectionRowActions }) {
  const { t } = useTranslation();
  const name = pickText(section.title, currentLanguage());
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
            checked={actions.publishedOf('sections', section.id, section.published)}
            onChange={(event) => actions.setPublished('sections', section.id, event.currentTarget.checked)}
          />
          <RowActions
            name={name}
            onEdit={() => actions.edit({ kind: 'section', section })}
            onDelete={() => actions.remove({ kind: 'section', id: section.id, name })}
          />
        </Group>
      </Group>
      {section.chapters.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin.chapters.noChapters')}
        </Text>
      )}
      {section.chapters.map((chapter, index) => (
        <ChapterRow key={chapter.id} section={section} chapter={chapter} index={index} actions={actions} />
      ))}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => actions.edit({ kind: 'chapter', sectionId: section.id, chapter: null })}
        >
          {t('admin.chapters.addChapter')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ChapterRowProps {
  section: AdminSectionView;
  chapter: AdminChapterView;
  index: number;
  actions: SectionRowActions;
}

function ChapterRow({ section, chapter, index, actions }: ChapterRowProps) {
  const { t } = useTranslation();
  const chapterName = `${chapter.chapterNo}. ${pickText(chapter.title, currentLanguage())}`;
  const chapterIds = section.chapters.map((item) => item.id);
  return (
    <Card padding="xs" bg="gray.0" radius="sm">
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
            checked={actions.publishedOf('chapters', chapter.id, chapter.published)}
            onChange={(event) => actions.setPublished('chapters', chapter.id, event.currentTarget.checked)}
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
          <RowActions
            name={chapterName}
            size="sm"
            onEdit={() => actions.edit({ kind: 'chapter', sectionId: section.id, chapter })}
            onDelete={() => actions.remove({ kind: 'chapter', id: chapter.id, name: chapterName })}
          >
            <MoveButtons
              name={chapterName}
              isFirst={index === 0}
              isLast={index === section.chapters.length - 1}
              disabled={actions.reorderChapters.isPending}
              onMove={(step) => {
                const ids = moveIds(chapterIds, chapter.id, step);
                if (ids) actions.reorderChapters.mutate({ sectionId: section.id, ids });
              }}
            />
          </RowActions>
        </Group>
      </Group>
    </Card>
  );
}
