import { Stack } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SchoolLinkView } from '../../../common/schools';
import { ConfirmRemoval } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { schoolsQuery } from '../../lib/roster';
import { useConfirmedRemoval } from '../../lib/useConfirmedRemoval';
import { useRemoveSchool } from './api';
import { SchoolCard, useSchoolAnswers } from './components/SchoolCard';

/** `/app/my-schools` (teachers): schools' invitations to accept or reject first, then the schools, each removable. */
export function MySchoolsPage() {
  const { t } = useTranslation();
  const removal = useConfirmedRemoval<SchoolLinkView>(
    useRemoveSchool(),
    (school) => school.schoolId,
    t('schools.mine.removed'),
  );
  return (
    <>
      <PageHeader title={t('schools.mine.title')} />
      <SchoolList onRemove={removal.ask} />
      <ConfirmRemoval
        removal={removal}
        texts={(school) => ({
          title: t('schools.mine.confirmRemove.title', { name: school.displayName }),
          body: t('schools.mine.confirmRemove.body'),
          confirm: t('schools.mine.confirmRemove.confirm'),
        })}
      />
    </>
  );
}

/** Pending invitations first, then the schools you teach for. */
function SchoolList({ onRemove }: { onRemove: (school: SchoolLinkView) => void }) {
  const { t } = useTranslation();
  const schools = useQuery(schoolsQuery);
  const answers = useSchoolAnswers();
  if (schools.isPending) return <ListSkeleton />;
  if (schools.isError) return <QueryError query={schools} />;
  if (schools.data.length === 0)
    return <EmptyState icon={IconSchool} title={t('schools.mine.empty.title')} hint={t('schools.mine.empty.hint')} />;
  const sorted = [...schools.data].sort((a, b) => Number(a.accepted) - Number(b.accepted));
  return (
    <Stack gap="sm">
      {sorted.map((school) => (
        <SchoolCard key={school.schoolId} school={school} answers={answers} onRemove={() => onRemove(school)} />
      ))}
    </Stack>
  );
}
