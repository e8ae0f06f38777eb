import { Group, Stack, Text } from '@mantine/core';
import type { AssignmentView } from '../../../../../common/assignments';
import { pickText } from '../../../../../common/i18n';
import { currentLanguage, useTranslation } from '../../../../i18n/i18n';

/**
 * A mock paper's sections as the paper stands (issue 28.8): the HKDSE paper it follows, each section's questions and
 * marks. The server keeps each question in its section, so reordering moves questions within a section.
 */
export function MockPaperSections({ mock }: { mock: NonNullable<AssignmentView['mock']> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap={4} mt="sm" data-testid="mock-paper-sections">
      <Text size="sm" fw={600}>
        {t('confirm.mock.follows', { title: pickText(mock.title, language) })}
      </Text>
      {mock.sections.map((section) => (
        <Group key={section.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" miw={0}>
            {pickText(section.title, language)}
          </Text>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t('confirm.mock.section', { from: section.from, to: section.to, count: section.totalScore })}
          </Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('confirm.mock.hint')}
      </Text>
    </Stack>
  );
}
