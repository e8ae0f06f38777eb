import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ImportCommitResult } from '../../../common/class-import';
import { Dialog } from '../../components/Dialog';
import { InitialPasswords, studentAccounts } from '../../components/InitialPasswords';
import { PremiumDialog, type UpsellReason } from '../../components/PremiumDialog';
import { useTranslation } from '../../i18n/i18n';
import { InviteRowsForm } from './components/InviteRows';
import { useInviteWords } from './inviteWords';
import { type InviteRowsOptions, useInviteRows } from './useInviteRows';

interface InviteStudentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the class the page is filtered by, so inviting into the class on screen needs no typing */
  defaultClassName?: string;
}

/**
 * The invite-student dialog: several students at once, by e-mail, or with new accounts whose first passwords are shown
 * here once (then it closes only by its own button).
 */
export function InviteStudentDialog({ opened, onClose, defaultClassName = '' }: InviteStudentDialogProps) {
  const { word } = useInviteWords();
  const [made, setMade] = useState<ImportCommitResult['students']>([]);
  // The free quota or a school's seats ran out: the upsell takes over from the form.
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  // A new password must not be closed away by a stray click or Escape before it was read.
  const isShowingPassword = made.length > 0;
  function handleClose() {
    setMade([]);
    onClose();
  }
  const [first] = made;
  let body: React.ReactNode;
  if (made.length > 1) body = <InitialPasswordList students={made} onDone={handleClose} />;
  else if (first?.initialPassword)
    body = <InitialPassword email={first.email} password={first.initialPassword} onDone={handleClose} />;
  else
    body = (
      <InviteForm
        defaultClassName={defaultClassName}
        onCancel={handleClose}
        onUpsell={setUpsell}
        onInvited={(result) => {
          const accounts = result.students.filter((student) => student.initialPassword);
          if (accounts.length > 0) setMade(accounts);
          else handleClose();
        }}
      />
    );
  return (
    <>
      <Dialog
        opened={opened && upsell === null}
        onClose={handleClose}
        title={word(isShowingPassword ? 'passwordTitle' : 'title')}
        locked={isShowingPassword}
        size="lg"
      >
        {body}
      </Dialog>
      <PremiumDialog
        reason={upsell}
        onClose={() => {
          setUpsell(null);
          handleClose();
        }}
      />
    </>
  );
}

/** Mounted as the dialog opens: each opening starts from one empty row. */
function InviteForm(props: InviteRowsOptions & { onCancel: () => void }) {
  const form = useInviteRows(props);
  return <InviteRowsForm form={form} onCancel={props.onCancel} />;
}

/** Several new accounts: their first passwords in one table, shown this once. */
function InitialPasswordList({ students, onDone }: { students: ImportCommitResult['students']; onDone: () => void }) {
  const { t } = useTranslation();
  const { word } = useInviteWords();
  return (
    <Stack>
      <InitialPasswords notice={word('passwordsBody')} accounts={studentAccounts(students)} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('links.invite.done')}</Button>
      </Group>
    </Stack>
  );
}

interface InitialPasswordProps {
  email: string;
  password: string;
  onDone: () => void;
}

function InitialPassword({ email, password, onDone }: InitialPasswordProps) {
  const { t } = useTranslation();
  const { word } = useInviteWords();
  return (
    <Stack>
      <Alert color="orange" variant="light">
        {word('passwordBody', { email })}
      </Alert>
      <Group justify="space-between" wrap="nowrap">
        <Code fz="lg" data-testid="initial-password">
          {password}
        </Code>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {t(copied ? 'links.invite.copied' : 'links.invite.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('links.invite.done')}</Button>
      </Group>
    </Stack>
  );
}
