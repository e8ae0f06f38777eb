import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SchoolLinkView } from '../../../common/schools';
import { ConfirmRemove } from '../../components/Dialog';
import { ListSkeleton } from '../../components/ListSkeleton';
import { formatInvitedDate, LinkStatusBadge } from '../../components/links/LinkStatus';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schoolsQuery } from '../../lib/roster';
import { useAcceptSchool, useRemoveSchool } from './api';

/** `/app/my-schools` (teachers): schools' invitations to accept or reject first, then the schools, each removable. */
export function MySchoolsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = currentLanguage();
  const schools = useQuery(schoolsQuery);
  const accept = useAcceptSchool();
  const remove = useRemoveSchool();
  const [removing, setRemoving] = useState<SchoolLinkView | null>(null);

  function handleAccept(school: SchoolLinkView) {
    accept.mutate(school.schoolId, {
      onSuccess: () => notifySuccess(t('schools.mine.accepted')),
      onError: (error) => notifyError(errorText(error)),
    });
  }

  function handleReject(school: SchoolLinkView) {
    remove.mutate(school.schoolId, {
      onSuccess: () => notifySuccess(t('schools.mine.rejected')),
      onError: (error) => notifyError(errorText(error)),
    });
  }

  function handleRemove() {
    if (!removing) return;
    remove.mutate(removing.schoolId, {
      onSuccess: () => {
        notifySuccess(t('schools.mine.removed'));
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  }

  let body: React.ReactNode;
  if (schools.isPending) body = <ListSkeleton />;
  else if (schools.isError) body = <QueryError query={schools} />;
  else if (schools.data.length === 0) {
    body = (
      <Card>
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconSchool size={40} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Title order={2} fz="lg">
            {t('schools.mine.empty.title')}
          </Title>
          <Text c="dimmed" size="sm" maw={420}>
            {t('schools.mine.empty.hint')}
          </Text>
        </Stack>
      </Card>
    );
  } else {
    const sorted = [...schools.data].sort((a, b) => Number(a.accepted) - Number(b.accepted));
    body = (
      <Stack gap="sm">
        {sorted.map((school) => {
          const name = school.displayName;
          const isAccepting = accept.isPending && accept.variables === school.schoolId;
          const isRejecting = remove.isPending && remove.variables === school.schoolId;
          return (
            <Card key={school.schoolId} padding="sm" radius="md" withBorder={!school.accepted}>
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
                    onClick={() => setRemoving(school)}
                    aria-label={t('schools.mine.removeSchool', { name })}
                  >
                    {t('schools.mine.remove')}
                  </Button>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => handleReject(school)}
                      loading={isRejecting}
                      disabled={isAccepting}
                      aria-label={t('schools.mine.rejectFrom', { name })}
                    >
                      {t('schools.mine.reject')}
                    </Button>
                    <Button
                      size="xs"
                      onClick={() => handleAccept(school)}
                      loading={isAccepting}
                      disabled={isRejecting}
                      aria-label={t('schools.mine.acceptFrom', { name })}
                    >
                      {t('schools.mine.accept')}
                    </Button>
                  </Group>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('schools.mine.title')} />
      {body}
      <ConfirmRemove
        texts={
          removing && {
            title: t('schools.mine.confirmRemove.title', { name: removing.displayName }),
            body: t('schools.mine.confirmRemove.body'),
            confirm: t('schools.mine.confirmRemove.confirm'),
          }
        }
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
        loading={remove.isPending}
      />
    </>
  );
}
