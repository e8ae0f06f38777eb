import { Button, CloseButton, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import {
  UNSUBSCRIBE_IMAGE_MAX_BYTES,
  UNSUBSCRIBE_MAX_IMAGES,
  UnsubscribeBody,
  unsubscribeImageTypes,
} from '../../../../common/billing';
import { Dialog } from '../../../components/Dialog';
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
    <Dialog opened={opened} onClose={onClose} title={t('billing.unsubscribe.title')}>
      {opened && <UnsubscribeForm onClose={onClose} />}
    </Dialog>
  );
}

function UnsubscribeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: me } = useMe();
  const unsubscribe = useUnsubscribe();
  const [email, setEmail] = useState(me?.email ?? '');
  const [message, setMessage] = useState('');
  const pictures = usePictures();
  const [tried, setTried] = useState(false);
  const parsed = UnsubscribeBody.safeParse({
    email,
    message,
    images: pictures.list.map(({ id: _id, ...picture }) => picture),
  });
  const fieldError = (field: 'email' | 'message') => {
    if (!tried || parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    return issue
      ? t(field === 'email' ? 'billing.unsubscribe.emailRequired' : 'billing.unsubscribe.messageRequired')
      : undefined;
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
        <PicturePicker pictures={pictures} />
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

/** The pictures attached so far, and why the last ones picked were refused (too many, wrong type, too large). */
function usePictures() {
  const { t } = useTranslation();
  const [list, setList] = useState<ListedPicture[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: File[]) => {
    setError(null);
    const room = UNSUBSCRIBE_MAX_IMAGES - list.length;
    if (files.length > room) setError(t('billing.unsubscribe.tooMany', { max: UNSUBSCRIBE_MAX_IMAGES }));
    const added: ListedPicture[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!isAccepted(file.type)) {
        setError(t('billing.unsubscribe.wrongType'));
        continue;
      }
      if (file.size > UNSUBSCRIBE_IMAGE_MAX_BYTES) {
        setError(t('billing.unsubscribe.tooLarge', { mb: UNSUBSCRIBE_IMAGE_MAX_BYTES / 1_000_000 }));
        continue;
      }
      const data = await readBase64(file);
      added.push({ id: crypto.randomUUID(), name: file.name.slice(0, 200), type: file.type, data });
    }
    setList((current) => [...current, ...added].slice(0, UNSUBSCRIBE_MAX_IMAGES));
  };
  const remove = (id: string) => setList((current) => current.filter((other) => other.id !== id));
  return { list, error, add, remove };
}

function PicturePicker({ pictures }: { pictures: ReturnType<typeof usePictures> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton onChange={(files) => void pictures.add(files)} accept={unsubscribeImageTypes.join(',')} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconPhoto size={16} />}
              disabled={pictures.list.length >= UNSUBSCRIBE_MAX_IMAGES}
            >
              {t('billing.unsubscribe.addImages')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('billing.unsubscribe.imageCount', { count: pictures.list.length, max: UNSUBSCRIBE_MAX_IMAGES })}
        </Text>
      </Group>
      {pictures.list.map((picture) => (
        <Group key={picture.id} gap={4} wrap="nowrap">
          <Text size="xs" truncate>
            {picture.name}
          </Text>
          <CloseButton
            size="xs"
            aria-label={t('billing.unsubscribe.removeImage', { name: picture.name })}
            onClick={() => pictures.remove(picture.id)}
          />
        </Group>
      ))}
      {pictures.error && (
        <Text size="xs" c="red">
          {pictures.error}
        </Text>
      )}
    </Stack>
  );
}
