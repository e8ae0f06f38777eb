import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { PRACTICE_LIMITS, UpdatePracticeBody } from '../../../../common/practice';
import { DialogForm, TargetDialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { validateForm } from '../../../lib/formErrors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateRemark } from '../api';

export interface RemarkTarget {
  practiceId: string;
  remark: string;
}

export function RemarkDialog({ target, onClose }: { target: RemarkTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TargetDialog target={target} onClose={onClose} title={t('history.remark.title')}>
      {(practice) => <RemarkForm target={practice} onSaved={onClose} />}
    </TargetDialog>
  );
}

function RemarkForm({ target, onSaved }: { target: RemarkTarget; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateRemark();
  const [remark, setRemark] = useState(target.remark);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = () => {
    const result = validateForm(UpdatePracticeBody, { remark });
    if (!result.ok) {
      setError(t(`errors.${result.errors.remark ?? 'invalid_remark'}`));
      return;
    }
    update.mutate(
      { practiceId: target.practiceId, remark: result.data.remark },
      {
        onSuccess: () => {
          notifySuccess(t('history.remark.saved'));
          onSaved();
        },
      },
    );
  };
  return (
    <DialogForm
      error={update.isError ? errorText(update.error) : null}
      submitLabel={t('common.save')}
      isPending={update.isPending}
      onSubmit={handleSubmit}
    >
      <TextInput
        label={t('history.remark.label')}
        value={remark}
        onChange={(event) => {
          setRemark(event.currentTarget.value);
          setError(null);
        }}
        maxLength={PRACTICE_LIMITS.remark.max}
        error={error}
        data-autofocus
      />
    </DialogForm>
  );
}
