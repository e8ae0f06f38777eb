import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PRACTICE_LIMITS, UpdatePracticeBody } from '../../../../common/practice';
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
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      title={<Text fw={700}>{t('history.remark.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <RemarkForm target={target} onSaved={onClose} />}
    </Modal>
  );
}

function RemarkForm({ target, onSaved }: { target: RemarkTarget; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateRemark();
  const [remark, setRemark] = useState(target.remark);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
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
      }}
    >
      <Stack gap="md">
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
        {update.isError && (
          <Alert color="red" variant="light">
            {errorText(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
