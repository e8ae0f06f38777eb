import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportView, ResolveReportBody } from '../../../../common/admins';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { api, useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys } from '../api';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

/**
 * An admin answers a report (issue 29.4): "corrected and regraded" (after regrading the question in its editor) or
 * "no change", with a reply the student reads on their paper. Deleting stays for spam.
 */
export function ResolveReportDialog({ report, onClose }: { report: ReportView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [resolution, setResolution] = useState<Resolution>('no_change');
  const [reply, setReply] = useState('');
  const resolve = useMutation({
    mutationFn: (body: ResolveReportBody) => api.post(`/api/admin/reports/${report?.id}/resolve`, body),
    onSuccess: () => {
      notifySuccess(t('admin.reports.resolve.done'));
      setReply('');
      onClose();
      return queryClient.invalidateQueries({ queryKey: adminKeys.reports });
    },
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <Dialog opened={report !== null} onClose={onClose} title={t('admin.reports.resolve.title')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          resolve.mutate({ resolution, reply });
        }}
      >
        <Stack>
          <Text size="sm" lineClamp={4}>
            {report?.message}
          </Text>
          <ResolutionPicker value={resolution} onChange={setResolution} />
          <Textarea
            label={t('admin.reports.resolve.reply')}
            description={t('admin.reports.resolve.replyHint')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
          />
          <DialogActions
            onCancel={onClose}
            submitLabel={t('admin.reports.resolve.send')}
            isPending={resolve.isPending}
            isDisabled={reply.trim() === ''}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

type Resolution = ResolveReportBody['resolution'];

function ResolutionPicker({ value, onChange }: { value: Resolution; onChange: (value: Resolution) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="resolve-outcome">
        {t('admin.reports.resolve.resolution')}
      </Text>
      <SegmentedControl
        aria-labelledby="resolve-outcome"
        value={value}
        onChange={(picked) => onChange(picked as Resolution)}
        data={[
          { value: 'no_change', label: t('admin.reports.resolve.noChange') },
          { value: 'regraded', label: t('admin.reports.resolve.regraded') },
        ]}
      />
    </Stack>
  );
}
