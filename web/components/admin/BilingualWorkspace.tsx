import { Grid, Group, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';

export type EditorLanguage = 'en' | 'zh';

interface BilingualWorkspaceProps {
  language: EditorLanguage;
  onLanguage: (language: EditorLanguage) => void;
  /** beside the language tabs: the save status, and what else the editor offers there */
  tools: ReactNode;
  /** between the tabs and the maths hint (an AI draft waiting for an answer) */
  notice?: ReactNode;
  /** each language's fields, both kept mounted */
  en: ReactNode;
  zh: ReactNode;
  /** the column beside them: the preview of the language shown, and the editor's cards */
  aside: ReactNode;
}

/**
 * The editors of a text written in both languages (a chapter's notes, a blog): a tab per language over its fields,
 * the maths hint, and the preview in a column beside them (below on a narrow screen).
 */
export function BilingualWorkspace({ language, onLanguage, tools, notice, en, zh, aside }: BilingualWorkspaceProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Tabs value={language} onChange={(value) => value && onLanguage(value as EditorLanguage)} keepMounted>
          <Group justify="space-between" wrap="wrap" mb="sm">
            <Tabs.List>
              <Tabs.Tab value="en">{t('admin.notes.english')}</Tabs.Tab>
              <Tabs.Tab value="zh">{t('admin.notes.chinese')}</Tabs.Tab>
            </Tabs.List>
            {tools}
          </Group>
          {notice}
          <Text size="xs" c="dimmed" mb="xs">
            {t('admin.notes.mathHint')}
          </Text>
          <Tabs.Panel value="en">{en}</Tabs.Panel>
          <Tabs.Panel value="zh">{zh}</Tabs.Panel>
        </Tabs>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>{aside}</Grid.Col>
    </Grid>
  );
}
