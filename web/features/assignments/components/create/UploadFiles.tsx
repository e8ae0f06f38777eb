import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { WORKSHEET_TYPES } from '../../../../../common/files';
import { FilePicker } from '../../../../components/FilePicker';
import { useTranslation } from '../../../../i18n/i18n';

interface UploadFilesProps {
  files: File[];
  onPicked: (files: File[]) => void;
  disabled: boolean;
}

/**
 * The upload tab's files, chosen through the app's file picker (issue 26): PDFs and photos of the paper's pages (each
 * photo made a black and white page), Word documents (sent as HTML) and spreadsheets (sent as CSV), which AI reads as
 * text. The hint says which files it takes; the picked files are listed by the name they are sent under.
 */
export function UploadFiles({ files, onPicked, disabled }: UploadFilesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={`${hintId}-label`} aria-describedby={hintId}>
      <div>
        <Text id={`${hintId}-label`} size="sm" fw={500}>
          {t('ai.upload.files')}
        </Text>
        <Text id={hintId} size="xs" c="dimmed">
          {t('ai.upload.filesHint')}
        </Text>
      </div>
      <FilePicker
        label={t('ai.upload.choose')}
        conversion="worksheet"
        accept={WORKSHEET_TYPES}
        variant="default"
        leftSection={<IconFileUpload size={18} />}
        disabled={disabled}
        onPicked={onPicked}
      />
      {files.length > 0 && (
        <Group gap="xs" data-testid="upload-files">
          <Text size="sm">{files.map((file) => file.name).join(', ')}</Text>
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            leftSection={<IconX size={14} />}
            disabled={disabled}
            onClick={() => onPicked([])}
          >
            {t('ai.upload.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
