import { Alert, Button, FileInput, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_ATTACHMENT_MAX_BYTES, FEEDBACK_ATTACHMENTS_MAX, FEEDBACK_MAX } from '../../common/feedback';
import { useTranslation } from '../i18n/i18n';
import { api, useErrorText } from '../lib/api';
import { notifySuccess } from '../lib/notify';
import { Dialog } from './Dialog';

interface ContactUsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the signed-in user's e-mail, prefilled and editable */
  defaultEmail: string;
}

export function ContactUsDialog({ opened, onClose, defaultEmail }: ContactUsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('contact.title')} size="lg">
      {/* Mounted only while open, so each opening starts from the prefilled e-mail and an empty message. */}
      {opened && <ContactUsForm defaultEmail={defaultEmail} onSent={onClose} />}
    </Dialog>
  );
}

function ContactUsForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState(defaultEmail);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const attachmentError = useAttachmentError(files);
  const send = useSendFeedback(onSent);
  const canSend = email.trim() !== '' && message.trim() !== '' && !attachmentError;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) send.mutate({ email, message, files });
      }}
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('contact.intro')}
        </Text>
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
        />
        <Textarea
          label={t('contact.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={FEEDBACK_MAX}
          required
          data-autofocus
        />
        <AttachmentsInput files={files} onChange={setFiles} error={attachmentError} />
        {send.isError && (
          <Alert color="red" variant="light">
            {errorText(send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSend} loading={send.isPending}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useSendFeedback(onSent: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ email, message, files }: { email: string; message: string; files: File[] }) => {
      const form = new FormData();
      form.append('email', email.trim());
      form.append('message', message.trim());
      for (const file of files) form.append('files', file, file.name);
      return api.form('POST', '/api/feedback', form);
    },
    onSuccess: () => {
      notifySuccess(t('contact.thanks'));
      onSent();
    },
  });
}

/** Why the chosen files cannot be sent: too many, or one too large; undefined when they can. */
function useAttachmentError(files: File[]): string | undefined {
  const { t } = useTranslation();
  const tooLarge = files.find((file) => file.size > FEEDBACK_ATTACHMENT_MAX_BYTES);
  if (files.length > FEEDBACK_ATTACHMENTS_MAX)
    return t('contact.tooManyAttachments', { count: FEEDBACK_ATTACHMENTS_MAX });
  if (tooLarge) return t('contact.attachmentTooLarge', { name: tooLarge.name });
  return undefined;
}

function AttachmentsInput(props: { files: File[]; onChange: (files: File[]) => void; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FileInput
      label={t('contact.attachments')}
      description={t('contact.attachmentsHint', { count: FEEDBACK_ATTACHMENTS_MAX })}
      placeholder={t('contact.attachmentsPlaceholder')}
      multiple
      clearable
      accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,.doc,.docx,.txt"
      leftSection={<IconPaperclip size={16} />}
      value={props.files}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
