import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { SchoolSelect } from '../../../components/SchoolSelect';
import { useTranslation } from '../../../i18n/i18n';
import { useInviteWords } from '../inviteWords';
import type { InviteRow, InviteRowsState } from '../useInviteRows';
import '@mantine/core/styles/SimpleGrid.css';

/**
 * The invite dialog's form: a row a student (e-mail; class and number optional; a name when making accounts), rows
 * added and removed (one always stays), the create-account switch for them all, the school for a teacher in one. A
 * parent's rows are their children, with no class unless the parent turned classes on (`useInviteWords`).
 */
export function InviteRowsForm({ form, onCancel }: { form: InviteRowsState; onCancel: () => void }) {
  const { t } = useTranslation();
  const { word } = useInviteWords();
  const count = form.rows.length;
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="sm">
        <SchoolSelect
          schools={form.school.joined}
          value={form.school.value}
          onChange={form.school.choose}
          label={t('links.invite.school')}
          noneLabel={t('links.invite.noSchool')}
        />
        {form.rows.map((row, index) => (
          <RowFields key={row.key} form={form} row={row} index={index} />
        ))}
        <Group justify="flex-start">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            onClick={form.addRow}
            disabled={!form.canAdd}
          >
            {word('addRow')}
          </Button>
        </Group>
        <Switch
          label={t('links.invite.createAccount')}
          description={word('createAccountHint')}
          checked={form.createAccount}
          onChange={(event) => form.chooseCreateAccount(event.currentTarget.checked)}
        />
        {form.formError && (
          <Text c="red" size="sm" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.isPending}>
            {count > 1 ? t('links.invite.submitMany', { count }) : t('links.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RowFields({ form, row, index }: { form: InviteRowsState; row: InviteRow; index: number }) {
  const { t } = useTranslation();
  const { word, showsClasses } = useInviteWords();
  const headingId = `invite-row-${row.key}`;
  const isOnly = form.rows.length === 1;
  // The newest row takes the focus when added; the first one when the dialog opens.
  const isNew = index > 0 && index === form.rows.length - 1;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={headingId} data-testid="invite-row">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text id={headingId} size="sm" fw={600}>
          {word('row', { number: index + 1 })}
        </Text>
        {!isOnly && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => form.removeRow(row.key)}
            aria-label={word('removeRow', { number: index + 1 })}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: form.createAccount ? 2 : 1 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={word('email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={row.email}
            onChange={form.setValue(row.key, 'email')}
            error={form.message(row.key, 'email')}
            required
            data-autofocus={index === 0 ? true : undefined}
            autoFocus={isNew}
          />
          {form.createAccount && (
            <TextInput
              label={word('name')}
              autoComplete="off"
              value={row.name}
              onChange={form.setValue(row.key, 'name')}
              error={form.message(row.key, 'name')}
              required
            />
          )}
        </SimpleGrid>
        {showsClasses && (
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('links.invite.className')}
              placeholder={t('links.invite.optional')}
              value={row.className}
              onChange={form.setValue(row.key, 'className')}
              error={form.message(row.key, 'className')}
            />
            <TextInput
              label={t('links.invite.classNumber')}
              placeholder={t('links.invite.optional')}
              value={row.classNumber}
              onChange={form.setValue(row.key, 'classNumber')}
              error={form.message(row.key, 'classNumber')}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
