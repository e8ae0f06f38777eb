import { levels } from '../../../common/catalog';
import { useTranslation } from '../../i18n/i18n';
import { SegmentedField } from '../SegmentedField';

interface DifficultyControlProps {
  value: number;
  onChange: (difficulty: number) => void;
  error: string | null;
}

/** A paper's difficulty, one of the bank's levels: the practice form and the assignment's settings. */
export function DifficultyControl({ value, onChange, error }: DifficultyControlProps) {
  const { t } = useTranslation();
  return (
    <SegmentedField
      label={t('practice.form.difficulty')}
      error={error}
      value={String(value)}
      onChange={(level) => onChange(Number(level))}
      data={levels.map((level) => ({ value: String(level), label: t(`practice.levels.${level}`) }))}
    />
  );
}
