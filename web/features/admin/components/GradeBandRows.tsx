import { ActionIcon, Button, ColorInput, Group, NumberInput, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/i18n';
import { type GradeBandRow, newGradeRow } from '../grades';

interface GradeBandRowsProps {
  rows: GradeBandRow[];
  onChange: (rows: GradeBandRow[]) => void;
}

/** A subject's grade bands as edited: grade, colour and mark range a row, each removable, and a row to add. */
export function GradeBandRows({ rows, onChange }: GradeBandRowsProps) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row, index) => (
        <GradeBandFields
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
          key={index}
          row={row}
          onChange={(change) => onChange(rows.map((each, i) => (i === index ? { ...each, ...change } : each)))}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
        />
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...rows, newGradeRow(rows)])}
        >
          {t('admin.subjects.addGrade')}
        </Button>
      </Group>
    </>
  );
}

interface GradeBandFieldsProps {
  row: GradeBandRow;
  onChange: (change: Partial<GradeBandRow>) => void;
  onRemove: () => void;
}

function GradeBandFields({ row, onChange, onRemove }: GradeBandFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={t('admin.subjects.grade')}
        value={row.grade}
        onChange={(event) => onChange({ grade: event.currentTarget.value })}
        w={90}
      />
      <ColorInput
        label={t('admin.subjects.colour')}
        value={row.color}
        onChange={(color) => onChange({ color })}
        format="hex"
        w={140}
      />
      <NumberInput
        label={t('admin.subjects.min')}
        value={row.min}
        onChange={(min) => onChange({ min })}
        min={0}
        max={100}
        w={90}
      />
      <NumberInput
        label={t('admin.subjects.max')}
        value={row.max}
        onChange={(max) => onChange({ max })}
        min={0}
        max={100}
        w={90}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mb={4}
        onClick={onRemove}
        aria-label={`${t('admin.subjects.removeGrade')} ${row.grade}`}
      >
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
