import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';

interface CountInputProps {
  label: string;
  limits: { min: number; max: number };
  /** as typed: '' while the field is being cleared */
  value: number | string;
  onChange: (value: number | string) => void;
  /** the counts share one message under them; each field only turns red */
  hasError: boolean;
}

/** How many questions of one kind a paper draws: whole numbers within the limits, clamped as typed. */
export function CountInput({ label, limits, value, onChange, hasError }: CountInputProps) {
  return (
    <NumberInput
      label={label}
      min={limits.min}
      max={limits.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      value={value}
      onChange={onChange}
      error={hasError}
    />
  );
}
