import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from '../../../../i18n/i18n';

/** Submitted papers per tenth of the full score (loaded with the overview tab only: the chart library is large). */
export function DistributionChart({ data }: { data: Array<{ band: string; count: number }> }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="band"
      series={[{ name: 'count', label: t('assignments.results.overview.students'), color: 'lagoon.6' }]}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      xAxisProps={{ interval: 0, angle: -30, textAnchor: 'end', height: 50 }}
    />
  );
}
