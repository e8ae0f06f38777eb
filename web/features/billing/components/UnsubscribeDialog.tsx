import '@mantine/core/styles/Modal.css';
import { Button, CloseButton, FileButton, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import {
  UNSUBSCRIBE_IMAGE_MAX_BYTES,
  UNSUBSCRIBE_MAX_IMAGES,
  UnsubscribeBody,
  unsubscribeImageTypes,
} from '../../../../common/billing';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { useMe } from '../../../lib/me';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUnsubscribe } from '../api';

type Picture = { name: string; type: (typeof unsubscribeImageTypes)[number]; data: string };
/** a picture as the dialog lists it: the id keeps its row when an earlier one is removed */
type ListedPicture = Picture & { id: string };

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data URL: "data:<type>;base64,<data>"
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function isAccepted(type: string): type is Picture['type'] {
  return (unsubscribeImageTypes as readonly string[]).includes(type);
}

/**
 * Leaving premium (spec dialogs): an e-mail to answer, a message and up to 5 pictures go to the team as mail; the
 * plan ends at once. The server checks each picture again by its content.
 */
export function UnsubscribeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.unsubscribe.title')} centered>
      {opened && <UnsubscribeForm onClose={onClose} />}
    </Modal>
  );
}

function UnsubscribeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: me } = useMe();
  const unsubscribe = useUnsubscribe();
  const [email, setEmail] = useState(me?.email ?? '');
  const [message, setMessage] = useState('');
  const [pictures, setPictures] = useState<ListedPicture[]>([]);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const parsed = UnsubscribeBody.safeParse({
    email,
    message,
    images: pictures.map(({ id: _id, ...picture }) => picture),
  });
  const fieldError = (field: 'email' | 'message') => {
    if (!tried || parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    return issue
      ? t(field === 'email' ? 'billing.unsubscribe.emailRequired' : 'billing.unsubscribe.messageRequired')
      : undefined;
  };

  const handleFiles = async (files: File[]) => {
    setPictureError(null);
    const room = UNSUBSCRIBE_MAX_IMAGES - pictures.length;
    if (files.length > room) setPictureError(t('billing.unsubscribe.tooMany', { max: UNSUBSCRIBE_MAX_IMAGES }));
    const added: ListedPicture[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!isAccepted(file.type)) {
        setPictureError(t('billing.unsubscribe.wrongType'));
        continue;
      }
      if (file.size > UNSUBSCRIBE_IMAGE_MAX_BYTES) {
        setPictureError(t('billing.unsubscribe.tooLarge', { mb: UNSUBSCRIBE_IMAGE_MAX_BYTES / 1_000_000 }));
        continue;
      }
      added.push({
        id: crypto.randomUUID(),
        name: file.name.slice(0, 200),
        type: file.type,
        data: await readBase64(file),
      });
    }
    setPictures((current) => [...current, ...added].slice(0, UNSUBSCRIBE_MAX_IMAGES));
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    unsubscribe.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('billing.unsubscribe.done'));
        onClose();
      },
      onError: (error) => notifyError(errorText(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('billing.unsubscribe.intro')}</Text>
        <TextInput
          type="email"
          label={t('billing.unsubscribe.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError('email')}
          required
        />
        <Textarea
          label={t('billing.unsubscribe.message')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={fieldError('message')}
          autosize
          minRows={3}
          maxRows={8}
          required
        />
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(files) => void handleFiles(files)} accept={unsubscribeImageTypes.join(',')} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconPhoto size={16} />}
                  disabled={pictures.length >= UNSUBSCRIBE_MAX_IMAGES}
                >
                  {t('billing.unsubscribe.addImages')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('billing.unsubscribe.imageCount', { count: pictures.length, max: UNSUBSCRIBE_MAX_IMAGES })}
            </Text>
          </Group>
          {pictures.map((picture) => (
            <Group key={picture.id} gap={4} wrap="nowrap">
              <Text size="xs" truncate>
                {picture.name}
              </Text>
              <CloseButton
                size="xs"
                aria-label={t('billing.unsubscribe.removeImage', { name: picture.name })}
                onClick={() => setPictures((current) => current.filter((other) => other.id !== picture.id))}
              />
            </Group>
          ))}
          {pictureError && (
            <Text size="xs" c="red">
              {pictureError}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('billing.unsubscribe.keep')}
          </Button>
          <Button type="submit" color="red" loading={unsubscribe.isPending}>
            {t('billing.unsubscribe.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
