import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { Link } from '../../../lib/router';

/**
 * The spec's prompt: a school with no teacher is asked to invite one, a teacher with no student to invite students,
 * at most every 3 days. A banner, not a dialog, so it never stands between the user and what they came to do; it
 * counts as shown once it appears.
 */
export function InvitePrompt({ kind }: { kind: 'teacher' | 'students' | 'children' }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(true);
  useEffect(() => {
    api.post('/api/me/invite-prompt').catch(() => {
      // Not recorded: it shows again next time, which is harmless.
    });
  }, []);
  if (!isOpen) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconUserPlus size={20} />}
      withCloseButton
      closeButtonLabel={t('invitePrompt.close')}
      onClose={() => setOpen(false)}
      mb="md"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t(`invitePrompt.${kind}`)}</Text>
        <Anchor
          component={Link}
          to={kind === 'teacher' ? '/app/my-teachers' : '/app/my-students'}
          size="sm"
          fw={600}
          onClick={() => setOpen(false)}
        >
          {t('invitePrompt.action')}
        </Anchor>
      </Group>
    </Alert>
  );
}
