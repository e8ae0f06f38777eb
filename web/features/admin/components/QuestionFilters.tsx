import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { pickText } from '../../../../common/i18n';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import type { QuestionFilter } from '../useQuestionFilter';
import '@mantine/core/styles/SimpleGrid.css';

interface QuestionFiltersProps {
  filter: QuestionFilter;
  /** opens the spreadsheet import; only a super-admin has it */
  onImport?: () => void;
}

/** The question bank's filters: subject, section and chapter; level; unapproved only; and the import button. */
export function QuestionFilters({ filter, onImport }: QuestionFiltersProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { values, set } = filter;
  const toOptions = (items: Array<{ id: string; title: { en: string; zh: string } }> | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: pickText(item.title, language) }));
  return (
    <Card withBorder mb="md" padding="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('admin.questions.subject')}
            data={toOptions(filter.subjects.data)}
            value={values.subject || null}
            onChange={(value) => value && set({ subject: value, section: '', chapter: '' })}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('admin.questions.section')}
            data={[{ value: '', label: t('admin.questions.allSections') }, ...toOptions(filter.sections.data)]}
            value={values.section}
            onChange={(value) => set({ section: value ?? '', chapter: '' })}
            allowDeselect={false}
          />
          <Select
            label={t('admin.questions.chapter')}
            data={[{ value: '', label: t('admin.questions.allChapters') }, ...filter.chapterOptions]}
            value={values.chapter}
            onChange={(value) => set({ chapter: value ?? '' })}
            allowDeselect={false}
            searchable
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap">
          <LevelControl filter={filter} />
          <Group gap="md">
            <Switch
              label={t('admin.questions.unapproved')}
              checked={values.unapprove === 'true'}
              onChange={(event) => set({ unapprove: event.currentTarget.checked ? 'true' : '' })}
            />
            {onImport && (
              <Button variant="default" size="xs" leftSection={<IconFileImport size={16} />} onClick={onImport}>
                {t('admin.questions.import')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** All levels or one, each with how many questions it has under the other filters. */
function LevelControl({ filter }: { filter: QuestionFilter }) {
  const { t } = useTranslation();
  const levels = filter.counts.data?.levels;
  return (
    <SegmentedControl
      aria-label={t('admin.questions.level')}
      value={filter.values.level || 'all'}
      onChange={(value) => filter.set({ level: value === 'all' ? '' : value })}
      data={[
        { value: 'all', label: t('admin.questions.allLevels', { count: levels?.all ?? 0 }) },
        ...(['1', '2', '3'] as const).map((value) => ({
          value,
          label: t('admin.questions.levelN', {
            level: t(`practice.levels.${value}`),
            count: levels?.[Number(value) as 1 | 2 | 3] ?? 0,
          }),
        })),
      ]}
    />
  );
}
