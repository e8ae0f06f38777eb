import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { Conversion } from '../lib/fileConvert';
import { isSilent, PickError, type PickProblem, type PickRules, prepareFiles, waitForChoice } from '../lib/filePick';

export interface FilePickerProps extends PickRules {
  label: ReactNode;
  /** what each file becomes before it is handed on (fileConvert.ts): pages of paper are enhanced to black and white */
  conversion: Conversion;
  onPicked: (files: File[]) => void;
  /** the caller's work with the files (an upload) */
  loading?: boolean;
  disabled?: boolean;
  leftSection?: ReactNode;
  variant?: ButtonProps['variant'];
  /** 100 s by default (the spec's wait); tests shorten it */
  waitMs?: number;
}

/**
 * The app's file picker (spec section 5): a button that opens the file dialog, waits up to 100 s for a choice, checks
 * the count (10), sizes (10 MB) and types, converts each file (a spreadsheet to CSV, a Word document to HTML, a page
 * photo to a black and white PNG of at most 1800 px, another picture to PNG) and hands the files on. Too many, too
 * large, none and a failed conversion say so under the button; a cancelled or timed-out choice says nothing.
 */
export function FilePicker(props: FilePickerProps) {
  const { label, conversion, onPicked, loading, disabled, leftSection, variant, waitMs, ...rules } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const messageId = useId();
  const maxFiles = rules.maxFiles ?? 10;

  async function handlePick() {
    if (!input.current) return;
    setProblem(null);
    try {
      const chosen = await waitForChoice(input.current, waitMs);
      setPreparing(true);
      onPicked(await prepareFiles(chosen, rules, conversion));
    } catch (error) {
      if (error instanceof PickError) setProblem(error.problem);
      else setProblem({ key: 'failed' });
    } finally {
      setPreparing(false);
    }
  }

  const shown = problem && !isSilent(problem) ? problem : null;
  return (
    <Stack gap={4} align="flex-start">
      <input
        ref={input}
        type="file"
        hidden
        multiple={maxFiles > 1}
        accept={rules.accept?.join(',')}
        data-testid="file-picker-input"
      />
      <Button
        variant={variant}
        leftSection={leftSection}
        loading={isPreparing || loading}
        disabled={disabled}
        onClick={() => void handlePick()}
        aria-describedby={shown ? messageId : undefined}
      >
        {label}
      </Button>
      {shown && (
        <Text id={messageId} size="sm" c="red" role="alert">
          {t(`files.${shown.key}`, shown)}
        </Text>
      )}
    </Stack>
  );
}
