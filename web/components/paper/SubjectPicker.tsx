import { Card, NativeSelect, SimpleGrid } from '@mantine/core';
import type { SubjectView } from '../../../common/catalog';
import { pickText } from '../../../common/i18n';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/language';
import { type Choice, categoriesOf } from '../../lib/choice';
import { SegmentedField } from '../SegmentedField';
import '@mantine/core/styles/SimpleGrid.css';

interface SubjectPickerProps {
  subjects: SubjectView[];
  choice: Choice;
  onChange: (choice: Choice) => void;
  /** the language control's label: a practice's or a paper's language */
  localeLabel: string;
  error?: string | null;
  localeError?: string | null;
  /** names a subject new to the bank in its option (the practice form, where students discover them) */
  marksNew?: boolean;
}

/**
 * Category, subject and the paper's language: the practice form and the create-assignment tabs. Changing category
 * takes its first subject, changing subject takes the subject's default language.
 */
export function SubjectPicker({
  subjects,
  choice,
  onChange,
  localeLabel,
  error,
  localeError,
  marksNew = false,
}: SubjectPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const inCategory = subjects.filter((subject) => subject.category.id === choice.category);

  function chooseCategory(category: string) {
    const first = subjects.find((subject) => subject.category.id === category);
    onChange({ ...choice, category, subject: first?.id ?? null, locale: first?.defaultLanguage ?? choice.locale });
  }

  function chooseSubject(subjectId: string) {
    const subject = subjects.find((item) => item.id === subjectId);
    onChange({ ...choice, subject: subjectId, locale: subject?.defaultLanguage ?? choice.locale });
  }

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t('practice.free.category')}
          value={choice.category ?? ''}
          onChange={(event) => chooseCategory(event.currentTarget.value)}
          data={categoriesOf(subjects).map((category) => ({
            value: category.id,
            label: pickText(category.title, language),
          }))}
        />
        <NativeSelect
          label={t('practice.free.subject')}
          value={choice.subject ?? ''}
          onChange={(event) => chooseSubject(event.currentTarget.value)}
          error={error}
          data={[
            ...(choice.subject ? [] : [{ value: '', label: t('practice.free.subjectPlaceholder'), disabled: true }]),
            ...inCategory.map((subject) => ({
              value: subject.id,
              label: `${pickText(subject.title, language)}${marksNew && subject.isNew ? ` · ${t('practice.free.newSubject')}` : ''}`,
            })),
          ]}
        />
        <LocaleControl
          label={localeLabel}
          error={localeError}
          value={choice.locale}
          onChange={(locale) => onChange({ ...choice, locale })}
        />
      </SimpleGrid>
    </Card>
  );
}

/** The paper's language: English or Chinese. */
function LocaleControl(props: {
  label: string;
  error?: string | null;
  value: Choice['locale'];
  onChange: (locale: Choice['locale']) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedField
      label={props.label}
      error={props.error}
      value={props.value}
      onChange={(value) => {
        if (isLanguage(value)) props.onChange(value);
      }}
      data={[
        { value: 'en', label: t('practice.free.locales.en') },
        { value: 'zh', label: t('practice.free.locales.zh') },
      ]}
    />
  );
}
