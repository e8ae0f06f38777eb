import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { PRACTICE_LIMITS, ReportBody } from '../../../../common/practice';
import { DialogForm, TargetDialog } from '../../../components/Dialog';
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
    <TargetDialog target={questionNo} onClose={onClose} title={t('solution.report.title')}>
      {(target) => <ReportForm practiceId={practiceId} questionNo={target} onSent={onClose} />}
    </TargetDialog>
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
  const handleSubmit = () => {
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
  };

  return (
    <DialogForm
      intro={t('solution.report.intro')}
      error={report.isError ? errorText(report.error) : null}
      submitLabel={t('solution.report.send')}
      isPending={report.isPending}
      onSubmit={handleSubmit}
    >
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
    </DialogForm>
  );
}
