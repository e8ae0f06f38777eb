import '@mantine/core/styles/Skeleton.css';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../common/profile';
import { EmptyState } from '../../../components/EmptyState';
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
      <EmptyState
        icon={IconBooks}
        title={t('practice.free.empty')}
        hint={t('practice.free.emptyHint')}
        hintWidth={null}
      />
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
