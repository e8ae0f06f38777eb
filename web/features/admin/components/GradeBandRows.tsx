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
  const setRow = (index: number, change: Partial<GradeBandRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
        <Group key={index} gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.subjects.grade')}
            value={row.grade}
            onChange={(event) => setRow(index, { grade: event.currentTarget.value })}
            w={90}
          />
          <ColorInput
            label={t('admin.subjects.colour')}
            value={row.color}
            onChange={(color) => setRow(index, { color })}
            format="hex"
            w={140}
          />
          <NumberInput
            label={t('admin.subjects.min')}
            value={row.min}
            onChange={(min) => setRow(index, { min })}
            min={0}
            max={100}
            w={90}
          />
          <NumberInput
            label={t('admin.subjects.max')}
            value={row.max}
            onChange={(max) => setRow(index, { max })}
            min={0}
            max={100}
            w={90}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            aria-label={`${t('admin.subjects.removeGrade')} ${row.grade}`}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
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
