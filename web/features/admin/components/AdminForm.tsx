import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Localized } from '../../../../common/i18n';
import { useTranslation } from '../../../i18n/i18n';

interface AdminFormProps {
  /** a new record's button says Create, an existing one's Update */
  isNew: boolean;
  isPending: boolean;
  onCancel: () => void;
  /** called on submit; the form checks its fields itself (noValidate) */
  onSubmit: () => void;
  children: ReactNode;
}

/** The body of an admin list's add / edit dialog: its fields, then Cancel and Create (or Update). */
export function AdminForm({ isNew, isPending, onCancel, onSubmit, children }: AdminFormProps) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t(isNew ? 'admin.common.create' : 'admin.common.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface TitleInputsProps {
  value: Localized;
  onChange: (title: Localized) => void;
  /** each language's error, shown under its input */
  errors?: { en?: string; zh?: string };
  required?: boolean;
  /** the dialog's first field takes the focus as it opens */
  autoFocus?: boolean;
}

/** A catalogue record's English and Chinese titles, one input each; the caller lays them out (stacked, in a row). */
export function TitleInputs({ value, onChange, errors, required, autoFocus }: TitleInputsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('admin.common.titleEn')}
        required={required}
        value={value.en}
        onChange={(event) => onChange({ ...value, en: event.currentTarget.value })}
        error={errors?.en}
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label={t('admin.common.titleZh')}
        required={required}
        value={value.zh}
        onChange={(event) => onChange({ ...value, zh: event.currentTarget.value })}
        error={errors?.zh}
      />
    </>
  );
}

/** The titles as saved: each trimmed. */
export function trimTitle(title: Localized): Localized {
  return { en: title.en.trim(), zh: title.zh.trim() };
}

/** Neither language has a title (a section, a chapter or a subject needs at least one). */
export function isTitleEmpty(title: Localized): boolean {
  return title.en.trim() === '' && title.zh.trim() === '';
}
