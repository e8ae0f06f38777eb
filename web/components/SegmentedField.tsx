import { Input, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SegmentedFieldProps {
  /** the field's label, and the control's name for a screen reader */
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: SegmentedControlProps['data'];
  error?: ReactNode;
  required?: boolean;
}

/**
 * A labelled choice of a few buttons (a level, a type, a language), full width. Its label is a div, not a <label>:
 * the control is a group of radios, not one input a label could point at, so it is named by aria-label as well.
 */
export function SegmentedField({ label, value, onChange, data, error, required }: SegmentedFieldProps) {
  return (
    <Input.Wrapper label={label} labelElement="div" error={error} required={required}>
      <SegmentedControl aria-label={label} fullWidth value={value} onChange={onChange} data={data} />
    </Input.Wrapper>
  );
}
