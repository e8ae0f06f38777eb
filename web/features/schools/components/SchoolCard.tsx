import { Card, Group, Stack, Text } from '@mantine/core';
import type { SchoolLinkView } from '../../../../common/schools';
import { InvitationButtons, RemoveLinkButton } from '../../../components/links/LinkButtons';
import { formatInvitedDate, LinkStatusBadge } from '../../../components/links/LinkStatus';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { type InvitationAnswers, useInvitationAnswers } from '../../../lib/useInvitationAnswers';
import { useAcceptSchool, useRemoveSchool } from '../api';

interface SchoolCardProps {
  school: SchoolLinkView;
  /** accepting and rejecting invitations (useSchoolAnswers, held by the list) */
  answers: InvitationAnswers<SchoolLinkView>;
  /** asks before leaving a school you teach for */
  onRemove: () => void;
}

/** A school: its name and status; an invitation to accept or reject, or a school to leave. */
export function SchoolCard({ school, answers, onRemove }: SchoolCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = school.displayName;
  return (
    <Card padding="sm" radius="md" withBorder={!school.accepted}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Group gap="xs">
            <LinkStatusBadge accepted={school.accepted} />
            <Text size="xs" c="dimmed">
              {t('schools.invitedAt', { date: formatInvitedDate(school.createdAt, language) })}
            </Text>
          </Group>
          {!school.accepted && (
            <Text size="sm" c="dimmed">
              {t('schools.mine.pendingHint')}
            </Text>
          )}
        </Stack>
        {school.accepted ? (
          <RemoveLinkButton
            label={t('schools.mine.remove')}
            ariaLabel={t('schools.mine.removeSchool', { name })}
            onClick={onRemove}
          />
        ) : (
          <InvitationAnswer school={school} answers={answers} />
        )}
      </Group>
    </Card>
  );
}

/** Accepting and rejecting schools' invitations (lib/useInvitationAnswers), held by the list. */
export function useSchoolAnswers() {
  const { t } = useTranslation();
  return useInvitationAnswers(useAcceptSchool(), useRemoveSchool(), (school: SchoolLinkView) => school.schoolId, {
    accepted: t('schools.mine.accepted'),
    rejected: t('schools.mine.rejected'),
  });
}

/** Reject or accept a school's invitation. */
function InvitationAnswer({ school, answers }: { school: SchoolLinkView; answers: InvitationAnswers<SchoolLinkView> }) {
  const { t } = useTranslation();
  const name = school.displayName;
  return (
    <InvitationButtons
      row={school}
      answers={answers}
      texts={{
        reject: t('schools.mine.reject'),
        rejectFrom: t('schools.mine.rejectFrom', { name }),
        accept: t('schools.mine.accept'),
        acceptFrom: t('schools.mine.acceptFrom', { name }),
      }}
    />
  );
}
