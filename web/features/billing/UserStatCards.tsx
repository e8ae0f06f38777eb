import { Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { userStatsQuery } from './api';
import '@mantine/core/styles/SimpleGrid.css';

/** The eight figures, each with its change against the period before. */
export function UserStatCards() {
  const { t } = useTranslation();
  const stats = useQuery(userStatsQuery);
  if (stats.isPending) return <Skeleton h={180} />;
  if (stats.isError) return <QueryError query={stats} />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {stats.data.stats.map((stat) => {
        const change = stat.value - stat.previous;
        return (
          <Card key={stat.key} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {t(`billing.users.stats.${stat.key}`)}
            </Text>
            <Group gap={6} align="baseline">
              <Text fw={700} size="xl">
                {stat.value}
              </Text>
              <Text size="xs" c={change > 0 ? 'teal' : change < 0 ? 'red' : 'dimmed'}>
                {change > 0 ? `+${change}` : String(change)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('billing.users.previous', { count: stat.previous })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
