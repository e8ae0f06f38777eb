import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SchoolLinkView } from '../../../../common/schools';
import { formatInvitedDate, LinkStatusBadge } from '../../../components/links/LinkStatus';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAcceptSchool, useRemoveSchool } from '../api';

interface SchoolCardProps {
  school: SchoolLinkView;
  /** accepting and rejecting invitations (useInvitationAnswers, held by the list) */
  answers: InvitationAnswers;
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
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onRemove}
            aria-label={t('schools.mine.removeSchool', { name })}
          >
            {t('schools.mine.remove')}
          </Button>
        ) : (
          <InvitationAnswer school={school} answers={answers} />
        )}
      </Group>
    </Card>
  );
}

/**
 * Accepting or rejecting invitations, each with its toast. The list holds them, not the card: accepting replaces the
 * card's buttons and rejecting removes the card, and a toast from an unmounted component's mutate() never shows.
 */
export function useInvitationAnswers() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const accept = useAcceptSchool();
  const reject = useRemoveSchool();
  const answer = (mutation: typeof accept | typeof reject, school: SchoolLinkView, doneText: string) =>
    mutation.mutate(school.schoolId, {
      onSuccess: () => notifySuccess(doneText),
      onError: (error) => notifyError(errorText(error)),
    });
  return {
    accept: (school: SchoolLinkView) => answer(accept, school, t('schools.mine.accepted')),
    reject: (school: SchoolLinkView) => answer(reject, school, t('schools.mine.rejected')),
    isAccepting: (school: SchoolLinkView) => accept.isPending && accept.variables === school.schoolId,
    isRejecting: (school: SchoolLinkView) => reject.isPending && reject.variables === school.schoolId,
  };
}

type InvitationAnswers = ReturnType<typeof useInvitationAnswers>;

/** Reject or accept a school's invitation; each button waits for its own answer. */
function InvitationAnswer({ school, answers }: { school: SchoolLinkView; answers: InvitationAnswers }) {
  const { t } = useTranslation();
  const name = school.displayName;
  const isAccepting = answers.isAccepting(school);
  const isRejecting = answers.isRejecting(school);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        onClick={() => answers.reject(school)}
        loading={isRejecting}
        disabled={isAccepting}
        aria-label={t('schools.mine.rejectFrom', { name })}
      >
        {t('schools.mine.reject')}
      </Button>
      <Button
        size="xs"
        onClick={() => answers.accept(school)}
        loading={isAccepting}
        disabled={isRejecting}
        aria-label={t('schools.mine.acceptFrom', { name })}
      >
        {t('schools.mine.accept')}
      </Button>
    </Group>
  );
}
