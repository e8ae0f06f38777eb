import { Stack } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SchoolLinkView } from '../../../common/schools';
import { ConfirmRemove } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { schoolsQuery } from '../../lib/roster';
import { useRemoveSchool } from './api';
import { SchoolCard, useInvitationAnswers } from './components/SchoolCard';
import { useConfirmedRemoval } from './useConfirmedRemoval';

/** `/app/my-schools` (teachers): schools' invitations to accept or reject first, then the schools, each removable. */
export function MySchoolsPage() {
  const { t } = useTranslation();
  const removal = useConfirmedRemoval<SchoolLinkView>(
    useRemoveSchool(),
    (school) => school.schoolId,
    t('schools.mine.removed'),
  );
  const { removing } = removal;
  return (
    <>
      <PageHeader title={t('schools.mine.title')} />
      <SchoolList onRemove={removal.ask} />
      <ConfirmRemove
        texts={
          removing && {
            title: t('schools.mine.confirmRemove.title', { name: removing.displayName }),
            body: t('schools.mine.confirmRemove.body'),
            confirm: t('schools.mine.confirmRemove.confirm'),
          }
        }
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
        loading={removal.isPending}
      />
    </>
  );
}

/** Pending invitations first, then the schools you teach for. */
function SchoolList({ onRemove }: { onRemove: (school: SchoolLinkView) => void }) {
  const { t } = useTranslation();
  const schools = useQuery(schoolsQuery);
  const answers = useInvitationAnswers();
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
