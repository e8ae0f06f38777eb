import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import type { StatisticsPoint, StatisticsView } from '../../../../common/statistics';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDay } from '../range';
import type { Metric } from './StatCards';

const field: Record<Metric, keyof StatisticsPoint> = {
  papers: 'papers',
  questions: 'questions',
  secondsPerQuestion: 'secondsPerQuestion',
  averageScore: 'averageScore',
  ranking: 'rankingPercentile',
  expectedGrade: 'gradeLevel',
};

/** The selected card's figure on each practised day of the range. */
export function MetricChart({ view, metric }: { view: StatisticsView; metric: Metric }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const key = field[metric];
  const data = view.series
    .filter((point) => point[key] !== null)
    .map((point) => ({ day: formatDay(point.day, language), value: point[key] as number }));
  const label = t(`statistics.cards.${metric}`);
  // The grade line's axis names the bands, lowest at the bottom.
  const gradeName = (level: number) => view.grades[Math.round(level) - 1]?.grade ?? '';
  return (
    <Card padding="md" mb="lg">
      <Text fw={700} mb="sm">
        {t('statistics.chart.title', { metric: label })}
      </Text>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {t('statistics.chart.empty')}
        </Text>
      ) : (
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          series={[{ name: 'value', label, color: 'indigo.6' }]}
          curveType="linear"
          connectNulls
          withDots
          // A phone fits five or six day labels: recharts leaves out those that would come closer than this, which
          // otherwise ran into each other ("10月27日11月4日").
          xAxisProps={{ minTickGap: 20, interval: 'preserveStartEnd' }}
          yAxisProps={
            metric === 'expectedGrade'
              ? { domain: [1, Math.max(1, view.grades.length)], allowDecimals: false, tickFormatter: gradeName }
              : metric === 'averageScore' || metric === 'ranking'
                ? { domain: [0, 100] }
                : undefined
          }
          valueFormatter={(value) =>
            metric === 'expectedGrade'
              ? gradeName(value)
              : metric === 'averageScore' || metric === 'ranking'
                ? `${value}%`
                : String(value)
          }
          // A label needs a role to name (axe: aria-prohibited-attr); the cards above give the figures in words.
          role="img"
          aria-label={t('statistics.chart.title', { metric: label })}
        />
      )}
    </Card>
  );
}
