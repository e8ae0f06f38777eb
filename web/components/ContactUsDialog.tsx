import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { api, useErrorText } from '../lib/api';
import { notifySuccess } from '../lib/notify';

interface ContactUsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the signed-in user's e-mail, prefilled and editable */
  defaultEmail: string;
}

const MESSAGE_MAX = 5000;

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
  const send = useMutation({
    mutationFn: () => api.post('/api/feedback', { email: email.trim(), message: message.trim() }),
    onSuccess: () => {
      notifySuccess(t('contact.thanks'));
      onSent();
    },
  });
  const canSend = email.trim() !== '' && message.trim() !== '';

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
          maxLength={MESSAGE_MAX}
          required
          data-autofocus
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
