import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';

type FieldProps = Pick<PasswordInputProps, 'value' | 'onChange' | 'error'>;

/**
 * A new password and its confirmation (sign-up, a reset, a change): both required, and marked as a new password so
 * the browser offers to make one up and save it. `password` and `confirmation` are the fields' value, change handler
 * and error (useFormFields' `input`).
 */
export function NewPasswordFields(props: {
  labels: { password: string; confirmation: string };
  /** under the password's label: what a password must be */
  description?: string;
  password: FieldProps;
  confirmation: FieldProps;
}) {
  const { labels, description, password, confirmation } = props;
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={description}
        autoComplete="new-password"
        {...password}
        required
      />
      <PasswordInput label={labels.confirmation} autoComplete="new-password" {...confirmation} required />
    </>
  );
}
