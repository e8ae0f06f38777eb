import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Card, NumberInput, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ErrorCode } from '../../../../common/errors';
import { useTranslation } from '../../../i18n/i18n';
import { type Draft, type NumberField, valueAt } from '../settingsForm';

/** One card of the settings form: its number fields in a grid, each with its own error. */
export function NumberFields({
  title,
  fields,
  draft,
  errors,
  isReadOnly,
  onChange,
  children,
}: {
  title: string;
  fields: NumberField[];
  draft: Draft;
  errors: Record<string, ErrorCode>;
  isReadOnly: boolean;
  onChange: (path: readonly string[], value: unknown) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {fields.map((field) => {
          const key = field.path.join('.');
          const value = valueAt(draft, field.path);
          return (
            <NumberInput
              key={key}
              label={t(field.label)}
              description={field.isNullable ? t('admin.settings.offer.capHint') : undefined}
              value={value === null ? '' : (value as number | string)}
              onChange={(next) => onChange(field.path, field.isNullable && next === '' ? null : next)}
              min={0}
              allowDecimal={false}
              thousandSeparator=","
              readOnly={isReadOnly}
              variant={isReadOnly ? 'filled' : 'default'}
              error={errors[key] ? t(`errors.${errors[key]}`) : undefined}
            />
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
