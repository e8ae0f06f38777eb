import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Image, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { PAGE_TYPES } from '../../../../../common/files';
import { FilePicker } from '../../../../components/FilePicker';
import { useTranslation } from '../../../../i18n/i18n';
import { isApiError, useErrorText } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useHandIn } from '../../resultsApi';

/**
 * uploadSubmission: the teacher uploads the photos or PDF of a paper a student handed in on paper (the picker makes
 * each photo a black and white PNG); it works without AI, and the teacher marks it here by hand. A failure is the
 * spec's "failed to upload submission" toast, with the server's reason when it gave one.
 */
export function HandInButton(props: { assignmentId: string; studentId: string; hasPages: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const handIn = useHandIn(props.assignmentId, props.studentId);

  function handlePicked(files: File[]) {
    handIn.mutate(files, {
      onSuccess: () => notifySuccess(t('assignments.submission.uploaded')),
      onError: (error) =>
        notifyError(
          isApiError(error)
            ? t('assignments.submission.uploadFailedBecause', { reason: errorText(error) })
            : t('assignments.submission.uploadFailed'),
        ),
    });
  }

  return (
    <FilePicker
      label={t(props.hasPages ? 'assignments.submission.addPages' : 'assignments.submission.handInButton')}
      variant={props.hasPages ? 'default' : 'filled'}
      leftSection={<IconUpload size={18} />}
      conversion="pages"
      accept={PAGE_TYPES}
      loading={handIn.isPending}
      onPicked={handlePicked}
    />
  );
}

/** Not handed in on screen: the teacher may upload the paper handed in on paper. */
export function NotSubmitted(props: { name: string; assignmentId: string; studentId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="gray" variant="light">
        {t('assignments.submission.notSubmitted', { name: props.name })}
      </Alert>
      <Text size="sm">{t('assignments.submission.handIn')}</Text>
      <HandInButton assignmentId={props.assignmentId} studentId={props.studentId} hasPages={false} />
    </Stack>
  );
}

/** The pages of a paper handed in on paper, in order, beside the marking form; each opens in full size. */
export function HandInPages(props: {
  pages: Array<{ no: number; url: string }>;
  assignmentId: string;
  studentId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="hand-in-pages">
      <Text fw={600}>{t('assignments.submission.pages', { count: props.pages.length })}</Text>
      {props.pages.map((page) => (
        <Paper key={page.no} withBorder p={4}>
          <Anchor
            href={page.url}
            target="_blank"
            rel="noopener"
            aria-label={t('assignments.submission.openPage', { no: page.no })}
          >
            <Image src={page.url} alt={t('assignments.submission.page', { no: page.no })} fit="contain" />
          </Anchor>
          <Text size="xs" c="dimmed" ta="center">
            {t('assignments.submission.page', { no: page.no })}
          </Text>
        </Paper>
      ))}
      <HandInButton assignmentId={props.assignmentId} studentId={props.studentId} hasPages />
    </Stack>
  );
}
