import { Text, TextInput, type TextInputProps } from '@mantine/core';

/** An e-mail address field: the browser offers saved addresses and phones show the e-mail keyboard. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** Why the server refused a form, when the reason belongs to none of its fields; nothing while there is none. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {text}
    </Text>
  );
}
