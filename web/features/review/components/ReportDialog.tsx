import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PRACTICE_LIMITS, ReportBody } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { validateForm } from '../../../lib/formErrors';
import { notifySuccess } from '../../../lib/notify';
import { useReportQuestion } from '../api';

interface ReportDialogProps {
  practiceId: string;
  questionNo: number | null;
  onClose: () => void;
}

/** Report a mistake in a question, or appeal its marking (spec dialog: the message is required). */
export function ReportDialog({ practiceId, questionNo, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={questionNo !== null}
      onClose={onClose}
      centered
      title={<Text fw={700}>{t('solution.report.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {questionNo !== null && <ReportForm practiceId={practiceId} questionNo={questionNo} onSent={onClose} />}
    </Modal>
  );
}

function ReportForm({
  practiceId,
  questionNo,
  onSent,
}: {
  practiceId: string;
  questionNo: number;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const report = useReportQuestion(practiceId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = validateForm(ReportBody, { message });
        if (!result.ok) {
          setError(t(`errors.${result.errors.message ?? 'invalid_message'}`));
          return;
        }
        report.mutate(
          { questionNo, message: result.data.message },
          {
            onSuccess: () => {
              notifySuccess(t('solution.report.thanks'));
              onSent();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('solution.report.intro')}
        </Text>
        <Textarea
          label={t('solution.report.message')}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={PRACTICE_LIMITS.reportMessage.max}
          required
          error={error}
          data-autofocus
        />
        {report.isError && (
          <Alert color="red" variant="light">
            {errorText(report.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={report.isPending}>
            {t('solution.report.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
