import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { ConfirmedRemoval } from '../lib/useConfirmedRemoval';

interface DialogProps extends Omit<ModalProps, 'title'> {
  title: ReactNode;
  /** closes only by a button of its own, not by Escape, a click outside or a close button (a password shown once) */
  locked?: boolean;
}

// Dialog.tsx holds the app's dialog and the two bodies it often has (a short form, a confirmation): a route that shows
// one of them shows dialogs anyway, and as one module they are one chunk, not three entries in each route's preload list.

/**
 * The app's dialog: a Mantine Modal, centred, its title in bold and its close button named in the reader's language
 * (an icon alone reads as nothing to a screen reader). A tall dialog passes `centered={false}` to open at the top;
 * everything else a Modal takes passes through.
 */
export function Dialog({ title, children, locked = false, ...props }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      withCloseButton={!locked}
      {...props}
      title={<Text fw={700}>{title}</Text>}
    >
      {children}
    </Modal>
  );
}

interface TargetDialogProps<Target> {
  /** what the dialog is open for (a question, a practice, a file); null keeps it closed */
  target: Target | null;
  title: ReactNode;
  onClose: () => void;
  /** the body for the target, mounted as the dialog opens, so each opening starts from the record's current values */
  children: (target: Target) => ReactNode;
}

/** A Dialog open while it has a target, its body made for that target. */
export function TargetDialog<Target>({ target, title, onClose, children }: TargetDialogProps<Target>) {
  return (
    <Dialog opened={target !== null} onClose={onClose} title={title}>
      {target !== null && children(target)}
    </Dialog>
  );
}

interface DialogFormProps {
  /** a line above the fields, if the form needs one */
  intro?: string;
  /** why the server refused, shown above the button */
  error: string | null;
  submitLabel: string;
  isPending: boolean;
  /** called on submit; the form checks its fields itself (noValidate) */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The body of a dialog that holds one short form (report a question, replace it, a practice's remark): an intro line,
 * its fields, why the server refused, and the submit button. Put it in a Dialog inside a component that mounts as the
 * dialog opens, so each opening starts from the record's current values.
 */
export function DialogForm({ intro, error, submitLabel, isPending, onSubmit, children }: DialogFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ConfirmRemoveProps {
  /** the dialog's title, body and button; null keeps it closed */
  texts: { title: string; body: string; confirm: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/**
 * Asks before something is removed: a teacher-student link, a school's teacher, a class; the caller names it in the
 * texts, so the admin lists (components/admin/ConfirmDelete) ask the same way in their own words.
 */
export function ConfirmRemove({ texts, onCancel, onConfirm, loading }: ConfirmRemoveProps) {
  const { t } = useTranslation();
  // The dialog fades out after `texts` went null: it keeps the last texts meanwhile instead of going blank.
  const lastTexts = useRef(texts);
  if (texts) lastTexts.current = texts;
  const shown = lastTexts.current;
  return (
    <Dialog opened={texts !== null} onClose={onCancel} title={shown?.title}>
      <Text size="sm" mb="lg">
        {shown?.body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {shown?.confirm}
        </Button>
      </Group>
    </Dialog>
  );
}

type RemoveTexts = NonNullable<ConfirmRemoveProps['texts']>;

/** ConfirmRemove for a removal waiting for its answer (lib/useConfirmedRemoval): open while a row waits, in its words. */
export function ConfirmRemoval<Row>({
  removal,
  texts,
}: {
  removal: ConfirmedRemoval<Row>;
  texts: (row: Row) => RemoveTexts;
}) {
  return (
    <ConfirmRemove
      texts={removal.removing === null ? null : texts(removal.removing)}
      onCancel={removal.cancel}
      onConfirm={removal.confirm}
      loading={removal.isPending}
    />
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  submitLabel: string;
  submitIcon?: ReactNode;
  isPending: boolean;
  isDisabled?: boolean;
}

/** A dialog form's last row: cancel, then its submit button. */
export function DialogActions({ onCancel, submitLabel, submitIcon, isPending, isDisabled }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" leftSection={submitIcon} loading={isPending} disabled={isDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
