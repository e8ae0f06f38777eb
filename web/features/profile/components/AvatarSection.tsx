import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Me } from '../../../../common/profile';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';
import { notifyError } from '../../../lib/notify';
import { useRemoveAvatar } from '../api';

// The crop dialog (Modal, Slider) loads when a picture is chosen, not with the profile page.
const AvatarCropDialog = lazyWithPreload(async () => (await import('./AvatarCropDialog')).AvatarCropDialog);

/** The avatar, a button to choose a new picture (then cropped), and one to remove it. */
export function AvatarSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const remove = useRemoveAvatar();
  const [file, setFile] = useState<File | null>(null);

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={me.avatarUrl} alt={t('profile.avatar.alt')} size={80} radius="50%" color="teal">
        {me.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={setFile} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconCamera size={18} />}>
                {me.avatarUrl ? t('profile.avatar.change') : t('profile.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {me.avatarUrl && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError: (error) => notifyError(errorText(error)) })}
            >
              {t('profile.avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('profile.avatar.hint')}
        </Text>
      </Stack>
      {file && <AvatarCropDialog file={file} onClose={() => setFile(null)} />}
    </Group>
  );
}
