import '@mantine/core/styles/Modal.css';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_ATTACHMENT_MAX_BYTES, FEEDBACK_ATTACHMENTS_MAX, FEEDBACK_MAX } from '../../common/feedback';
import { useTranslation } from '../i18n/i18n';
import { api, useErrorText } from '../lib/api';
import { notifySuccess } from '../lib/notify';

interface ContactUsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the signed-in user's e-mail, prefilled and editable */
  defaultEmail: string;
}

export function ContactUsDialog({ opened, onClose, defaultEmail }: ContactUsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.title')} centered size="lg">
      {/* Mounted only while open, so each opening starts from the prefilled e-mail and an empty message. */}
      {opened && <ContactUsForm defaultEmail={defaultEmail} onSent={onClose} />}
    </Modal>
  );
}

function ContactUsForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState(defaultEmail);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const tooMany = files.length > FEEDBACK_ATTACHMENTS_MAX;
  const tooLarge = files.find((file) => file.size > FEEDBACK_ATTACHMENT_MAX_BYTES);
  const send = useMutation({
    mutationFn: () => {
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
  const canSend = email.trim() !== '' && message.trim() !== '' && !tooMany && !tooLarge;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) send.mutate();
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
        <FileInput
          label={t('contact.attachments')}
          description={t('contact.attachmentsHint', { count: FEEDBACK_ATTACHMENTS_MAX })}
          placeholder={t('contact.attachmentsPlaceholder')}
          multiple
          clearable
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,.doc,.docx,.txt"
          leftSection={<IconPaperclip size={16} />}
          value={files}
          onChange={setFiles}
          error={
            tooMany
              ? t('contact.tooManyAttachments', { count: FEEDBACK_ATTACHMENTS_MAX })
              : tooLarge
                ? t('contact.attachmentTooLarge', { name: tooLarge.name })
                : undefined
          }
        />
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
