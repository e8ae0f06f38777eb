import '@mantine/core/styles/Progress.css';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { pickText } from '../../../../common/i18n';
import { type PracticeView, timeBarColor } from '../../../../common/practice';
import { GradeBadge } from '../../../components/GradeBadge';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { percent } from '../review';

const barColor = { red: 'red.7', amber: 'yellow.6', green: 'teal.6' } as const;

/**
 * A mock paper's result by section, as the HKEAA reports a paper (docs/product-rules.md, "Mock papers"): each
 * section's score out of its marks, and the level the whole paper's score estimates through the subject's bands.
 * A section still awaiting marks says so instead of a figure that will change.
 */
export function MockSections({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!practice.mock) return null;
  return (
    <Card component="section" aria-labelledby="mock-sections-title" data-testid="mock-sections">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="lg" id="mock-sections-title">
          {pickText(practice.mock.title, language)}
        </Title>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t('result.mock.estimatedLevel')}
          </Text>
          {practice.grade ? (
            <GradeBadge grade={practice.grade} size="md" />
          ) : (
            <Text size="sm" fw={700}>
              {t('result.gradeAfterMarking')}
            </Text>
          )}
        </Group>
      </Group>
      <Stack gap="sm">
        {practice.mock.sections.map((section) => {
          const title = pickText(section.title, language);
          const value = section.score === null ? 0 : percent(section.score, section.totalScore);
          return (
            <div key={section.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm" mb={4}>
                <Text fw={600} miw={0}>
                  {title}
                  <Text span size="sm" c="dimmed" ml={6}>
                    {t('result.mock.questions', { from: section.from, to: section.to })}
                  </Text>
                </Text>
                <Text fw={700} style={{ flexShrink: 0 }}>
                  {section.score === null
                    ? t('result.mock.awaiting', { total: section.totalScore })
                    : t('result.scoreValue', { score: section.score, total: section.totalScore })}
                </Text>
              </Group>
              <Progress
                value={value}
                color={barColor[timeBarColor(value / 100)]}
                size="md"
                radius="xl"
                aria-label={t('result.chapterBar', { title, value })}
              />
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
