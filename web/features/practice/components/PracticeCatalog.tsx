import '@mantine/core/styles/Skeleton.css';
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../common/profile';
import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n/i18n';
import { subjectsQuery } from '../../../lib/catalog';
import { PracticeForm } from './PracticeForm';

/** The practice form once the catalogue is loaded; a skeleton, an error with retry or an empty state before. */
export function PracticeCatalog({ me }: { me: Me }) {
  const { t } = useTranslation();
  const subjects = useQuery(subjectsQuery);

  if (subjects.isPending) return <CatalogSkeleton />;
  if (subjects.isError) {
    return <QueryError query={subjects} />;
  }
  if (subjects.data.length === 0) {
    return (
      <Card>
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconBooks size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Title order={2} fz="lg">
            {t('practice.free.empty')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('practice.free.emptyHint')}
          </Text>
        </Stack>
      </Card>
    );
  }
  return <PracticeForm subjects={subjects.data} defaults={me.defaults} />;
}

function CatalogSkeleton() {
  return (
    <Stack gap="lg">
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {[0, 1, 2].map((item) => (
            <Stack key={item} gap={6}>
              <Skeleton h={14} w={90} />
              <Skeleton h={36} />
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      <Stack gap="sm">
        <Skeleton h={20} w={120} />
        {[0, 1, 2].map((item) => (
          <Skeleton key={item} h={56} />
        ))}
      </Stack>
    </Stack>
  );
}
