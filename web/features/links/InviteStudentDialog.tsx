import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type InvitedStudent, InviteStudentBody } from '../../../common/links';
import { PremiumDialog, type UpsellReason, upsellReasonOf } from '../../components/PremiumDialog';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { type FieldErrors, fieldErrorFromServer, validateForm } from '../../lib/formErrors';
import { notifySuccess } from '../../lib/notify';
import { useInviteStudent } from './api';

type Field = 'email' | 'name' | 'className' | 'classNumber';

interface InviteStudentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the class the page is filtered by, so inviting into the class on screen needs no typing */
  defaultClassName?: string;
}

/** The invite-student dialog: by e-mail, or with a new account whose first password is shown here once. */
export function InviteStudentDialog({ opened, onClose, defaultClassName = '' }: InviteStudentDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<InvitedStudent | null>(null);
  // The free quota or a school's seats ran out: the upsell takes over from the form.
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  // A new password must not be closed away by a stray click or Escape before it was read.
  const isShowingPassword = created !== null;
  function handleClose() {
    setCreated(null);
    onClose();
  }
  return (
    <>
      <Modal
        opened={opened && upsell === null}
        onClose={handleClose}
        title={t(isShowingPassword ? 'links.invite.passwordTitle' : 'links.invite.title')}
        centered
        closeOnClickOutside={!isShowingPassword}
        closeOnEscape={!isShowingPassword}
        withCloseButton={!isShowingPassword}
      >
        {created?.initialPassword ? (
          <InitialPassword email={created.student.email} password={created.initialPassword} onDone={handleClose} />
        ) : (
          <InviteForm
            defaultClassName={defaultClassName}
            onCancel={handleClose}
            onUpsell={setUpsell}
            onInvited={(invited) => {
              if (invited.initialPassword) setCreated(invited);
              else handleClose();
            }}
          />
        )}
      </Modal>
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

interface InviteFormProps {
  defaultClassName: string;
  onCancel: () => void;
  onUpsell: (reason: UpsellReason) => void;
  onInvited: (invited: InvitedStudent) => void;
}

function InviteForm(props: InviteFormProps) {
  const { t } = useTranslation();
  const form = useInviteForm(props);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('links.invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={form.values.email}
          onChange={form.setValue('email')}
          error={form.message('email')}
          required
          data-autofocus
        />
        <ClassFields form={form} />
        <Switch
          label={t('links.invite.createAccount')}
          description={t('links.invite.createAccountHint')}
          checked={form.createAccount}
          onChange={(event) => form.chooseCreateAccount(event.currentTarget.checked)}
          mt="xs"
        />
        {form.createAccount && (
          <TextInput
            label={t('links.invite.name')}
            autoComplete="off"
            value={form.values.name}
            onChange={form.setValue('name')}
            error={form.message('name')}
            required
          />
        )}
        {form.formError && (
          <Text c="red" size="sm" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.isPending}>
            {t('links.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type InviteFormState = ReturnType<typeof useInviteForm>;

/** The class the student joins and their number in it, both optional. */
function ClassFields({ form }: { form: InviteFormState }) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start" gap="sm">
      <TextInput
        label={t('links.invite.className')}
        description={t('links.invite.optional')}
        value={form.values.className}
        onChange={form.setValue('className')}
        error={form.message('className')}
      />
      <TextInput
        label={t('links.invite.classNumber')}
        description={t('links.invite.optional')}
        value={form.values.classNumber}
        onChange={form.setValue('classNumber')}
        error={form.message('classNumber')}
      />
    </Group>
  );
}

// A refused invite about one field shows on that field.
const fieldOfCode = {
  invalid_email: 'email',
  student_not_registered_yet: 'email',
  email_existed: 'email',
  student_already_invited: 'email',
  not_a_student: 'email',
  invalid_name: 'name',
  invalid_class_name: 'className',
  invalid_class_number: 'classNumber',
} as const;

/** The invite form's fields and errors, checked by the shared schema; the free quota's refusal opens the upsell. */
function useInviteForm({ defaultClassName, onUpsell, onInvited }: InviteFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invite = useInviteStudent();
  const [values, setValues] = useState({ email: '', name: '', className: defaultClassName, classNumber: '' });
  const [createAccount, setCreateAccount] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function setValue(field: Field) {
    return (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      // A field being corrected is no longer wrong: its message goes now, not at the next send.
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    };
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const result = validateForm(InviteStudentBody, { ...values, createAccount });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    invite.mutate(result.data, {
      onSuccess: (invited) => {
        // An account made here is the teacher's student at once; an existing one accepts first.
        notifySuccess(t(invited.initialPassword ? 'links.invite.added' : 'links.invite.sent'));
        onInvited(invited);
      },
      onError: (error) => {
        const reason = upsellReasonOf(error);
        if (reason) onUpsell(reason);
        else setErrors(fieldErrorFromServer<Field>(error, fieldOfCode) ?? {});
      },
    });
  }

  function chooseCreateAccount(isChecked: boolean) {
    setCreateAccount(isChecked);
    // Switching it on is the answer to "not registered yet": that message no longer applies.
    setErrors(({ email, name, ...rest }) =>
      email === 'student_not_registered_yet' || email === 'email_existed' ? rest : { ...rest, email },
    );
  }

  const message = (field: Field) => errors[field] && t(`errors.${errors[field]}`);
  const formError = invite.isError && Object.keys(errors).length === 0 ? errorText(invite.error) : null;
  return {
    values,
    setValue,
    createAccount,
    chooseCreateAccount,
    message,
    formError,
    isPending: invite.isPending,
    handleSubmit,
  };
}

interface InitialPasswordProps {
  email: string;
  password: string;
  onDone: () => void;
}

function InitialPassword({ email, password, onDone }: InitialPasswordProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="orange" variant="light">
        {t('links.invite.passwordBody', { email })}
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
