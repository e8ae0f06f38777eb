import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Alert, Button, Card, Code, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type InvitedTeacher, InviteTeacherBody } from '../../../../common/schools';
import { Dialog } from '../../../components/Dialog';
import { type UpsellReason, upsellReasonOf } from '../../../components/PremiumDialog';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useInviteTeacher } from '../api';

interface Row {
  key: number;
  email: string;
  name: string;
  createAccount: boolean;
  error: string | null;
}

let nextKey = 1;
const blankRow = (): Row => ({ key: nextKey++, email: '', name: '', createAccount: false, error: null });

interface InviteTeacherDialogProps {
  opened: boolean;
  onClose: () => void;
  onSeatLimit: (limit: UpsellReason) => void;
}

/** Invite teachers: several rows at once, each by e-mail or with a new account whose first password shows once. */
export function InviteTeacherDialog({ opened, onClose, onSeatLimit }: InviteTeacherDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<InvitedTeacher[]>([]);
  const isShowingPasswords = created.length > 0;
  function handleClose() {
    setCreated([]);
    onClose();
  }
  return (
    <Dialog
      opened={opened}
      onClose={handleClose}
      title={t(isShowingPasswords ? 'schools.invite.passwordTitle' : 'schools.invite.title')}
      size="lg"
      locked={isShowingPasswords}
    >
      {isShowingPasswords ? (
        <CreatedPasswords created={created} onDone={handleClose} />
      ) : (
        opened && (
          <InviteRows
            onCancel={handleClose}
            onSeatLimit={onSeatLimit}
            onDone={(invited) => {
              const withPasswords = invited.filter((one) => one.initialPassword);
              if (withPasswords.length > 0) setCreated(withPasswords);
              else handleClose();
            }}
          />
        )
      )}
    </Dialog>
  );
}

/** The new accounts' first passwords, shown this once; the dialog closes only by its button. */
function CreatedPasswords({ created, onDone }: { created: InvitedTeacher[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="orange" variant="light">
        {t('schools.invite.passwordBody')}
      </Alert>
      <Table>
        <Table.Tbody>
          {created.map((one) => (
            <Table.Tr key={one.teacher.teacherId}>
              <Table.Td>{one.teacher.email}</Table.Td>
              <Table.Td>
                <Code fz="md" data-testid="initial-password">
                  {one.initialPassword}
                </Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('schools.invite.done')}</Button>
      </Group>
    </Stack>
  );
}

interface InviteRowsProps {
  onCancel: () => void;
  onDone: (invited: InvitedTeacher[]) => void;
  onSeatLimit: (limit: UpsellReason) => void;
}

function InviteRows({ onCancel, onDone, onSeatLimit }: InviteRowsProps) {
  const { t } = useTranslation();
  const { rows, setRows, isSending, handleSubmit } = useInviteRows(onDone, onSeatLimit);
  const change = (key: number, fields: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...fields, error: null } : row)));
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {rows.map((row, index) => (
          <InviteRowCard
            key={row.key}
            row={row}
            number={index + 1}
            onChange={(fields) => change(row.key, fields)}
            onRemove={rows.length > 1 ? () => setRows((current) => current.filter((one) => one.key !== row.key)) : null}
          />
        ))}
        <Group justify="space-between" mt="xs">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((current) => [...current, blankRow()])}
          >
            {t('schools.invite.addRow')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('schools.invite.submit')}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('schools.invite.hint')}
        </Text>
      </Stack>
    </form>
  );
}

/**
 * The rows to invite and their sending: every row is checked first and nothing is sent while one is wrong; then one
 * request a row, and the rows that failed stay with their reasons.
 */
function useInviteRows(onDone: InviteRowsProps['onDone'], onSeatLimit: InviteRowsProps['onSeatLimit']) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invite = useInviteTeacher();
  const [rows, setRows] = useState<Row[]>(() => [blankRow()]);
  const [isSending, setSending] = useState(false);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = rows.map((row) => ({ row, result: InviteTeacherBody.safeParse(row) }));
    if (checked.some(({ result }) => !result.success)) {
      setRows(
        checked.map(({ row, result }) => ({
          ...row,
          error: result.success
            ? null
            : t(`errors.${result.error.issues[0]?.message ?? 'invalid_email'}` as 'errors.invalid_email'),
        })),
      );
      return;
    }
    setSending(true);
    const invited: InvitedTeacher[] = [];
    const failed: Row[] = [];
    for (const { row, result } of checked) {
      if (!result.success) continue;
      try {
        invited.push(await invite.mutateAsync(result.data));
      } catch (error) {
        const limit = upsellReasonOf(error);
        if (limit) onSeatLimit(limit);
        failed.push({ ...row, error: errorText(error) });
      }
    }
    setSending(false);
    if (invited.length > 0) notifySuccess(t('schools.invite.sent', { count: invited.length }));
    if (failed.length > 0) setRows(failed);
    else onDone(invited);
  }
  return { rows, setRows, isSending, handleSubmit };
}

interface InviteRowCardProps {
  row: Row;
  /** the row's place, from 1, in its fields' labels */
  number: number;
  onChange: (fields: Partial<Row>) => void;
  /** null while it is the only row */
  onRemove: (() => void) | null;
}

/** One teacher to invite: an e-mail, and a name when the school creates the account. */
function InviteRowCard({ row, number, onChange, onRemove }: InviteRowCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t('schools.invite.email', { number })}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={row.email}
            onChange={(event) => onChange({ email: event.currentTarget.value })}
            error={row.error}
            required
            style={{ flex: 1 }}
            data-autofocus={number === 1 || undefined}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              onClick={onRemove}
              aria-label={t('schools.invite.removeRow', { number })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        <Switch
          label={t('schools.invite.createAccount')}
          checked={row.createAccount}
          onChange={(event) => onChange({ createAccount: event.currentTarget.checked })}
        />
        {row.createAccount && (
          <TextInput
            label={t('schools.invite.name', { number })}
            autoComplete="off"
            value={row.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            required
          />
        )}
      </Stack>
    </Card>
  );
}
