import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { dseLevels, type ExpectedLevel } from '../../../../common/expected-level';
import { useTranslation } from '../../../i18n/i18n';

/**
 * The estimated DSE level with its odds (issue 29.2): the most likely level and a bar per level of its chance, from
 * the student's answers weighed by each question's calibrated difficulty (server: statistics/level.ts). Before there
 * is enough evidence, what it needs.
 */
export function LevelCard({ level }: { level: ExpectedLevel | null }) {
  const { t } = useTranslation();
  return (
    <Card padding="md" mb="md" data-testid="card-expectedLevel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed" fw={600}>
            {t('statistics.level.title')}
          </Text>
          {level && (
            <Group gap="xs" wrap="nowrap">
              <Badge size="xl" variant="filled">
                {level.likely}
              </Badge>
              <Text size="sm" fw={600}>
                {t('statistics.level.likely', {
                  level: level.likely,
                  percent: Math.round(level.probabilities[level.likely] * 100),
                })}
              </Text>
            </Group>
          )}
        </Group>
        {level ? <LevelOdds level={level} /> : <Text size="sm">{t('statistics.level.needs')}</Text>}
        <Text size="xs" c="dimmed">
          {level
            ? `${t('statistics.level.basedOn', { papers: level.papers, questions: level.questions })}. ${t('statistics.level.hint')}`
            : t('statistics.level.hint')}
        </Text>
      </Stack>
    </Card>
  );
}

function LevelOdds({ level }: { level: ExpectedLevel }) {
  const { t } = useTranslation();
  const data = dseLevels.map((name) => ({ level: name, chance: Math.round(level.probabilities[name] * 1000) / 10 }));
  return (
    <figure style={{ margin: 0 }} aria-label={t('statistics.level.chartLabel')}>
      <BarChart
        h={160}
        data={data}
        dataKey="level"
        series={[{ name: 'chance', label: t('statistics.level.chance'), color: 'indigo.6' }]}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 40 }}
        valueFormatter={(value) => `${value}%`}
        withBarValueLabel
        gridAxis="y"
      />
      <figcaption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {data.map((d) => `${d.level}: ${d.chance}%`).join(', ')}
      </figcaption>
    </figure>
  );
}
