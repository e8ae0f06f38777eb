import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SchoolTeacherView } from '../../../common/schools';
import { ConfirmRemoval } from '../../components/Dialog';
import { PageHeader } from '../../components/PageHeader';
import { PremiumDialog, type UpsellReason } from '../../components/PremiumDialog';
import { useTranslation } from '../../i18n/i18n';
import { useConfirmedRemoval } from '../../lib/useConfirmedRemoval';
import { schoolTeachersQuery, useRemoveSchoolTeacher } from './api';
import { InviteTeacherDialog } from './components/InviteTeacherDialog';
import { TeacherList } from './components/TeacherList';

/** `/app/my-teachers` for a school: its teachers (pending and accepted), its seats, invite and remove. */
export function SchoolTeachersPage() {
  const { t } = useTranslation();
  const list = useQuery(schoolTeachersQuery);
  const [isInviting, setInviting] = useState(false);
  const [seatLimit, setSeatLimit] = useState<UpsellReason | null>(null);
  const removal = useConfirmedRemoval<SchoolTeacherView>(
    useRemoveSchoolTeacher(),
    (teacher) => teacher.teacherId,
    t('schools.teachers.removed'),
  );
  const inviteButton = (
    <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
      {t('schools.teachers.invite')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('schools.teachers.title')} right={list.data?.teachers.length ? inviteButton : undefined} />
      <TeacherList inviteButton={inviteButton} onRemove={removal.ask} />
      <InviteTeacherDialog opened={isInviting} onClose={() => setInviting(false)} onSeatLimit={setSeatLimit} />
      <PremiumDialog reason={seatLimit} onClose={() => setSeatLimit(null)} />
      <ConfirmRemoval
        removal={removal}
        texts={(teacher) => ({
          title: t('schools.teachers.confirmRemove.title', { name: teacher.displayName }),
          body: t('schools.teachers.confirmRemove.body'),
          confirm: t('schools.teachers.confirmRemove.confirm'),
        })}
      />
    </>
  );
}
