import { NativeSelect } from '@mantine/core';
import type { SchoolLinkView } from '../../common/schools';

interface SchoolSelectProps {
  /** the schools the teacher has joined (useJoinedSchools); with none the field is not shown */
  schools: SchoolLinkView[];
  /** the chosen school's id, or null for none */
  value: string | null;
  onChange: (schoolId: string | null) => void;
  label: string;
  /** the choice for no school, in the words of the form (the teacher's own assignment, not for a school) */
  noneLabel: string;
  description?: string;
}

/**
 * A teacher's "school" field (spec: "working in a school's name"): none, or one of the schools they belong to. A
 * native select, so a phone shows its own picker and the keyboard works as everywhere else.
 */
export function SchoolSelect({ schools, value, onChange, label, noneLabel, description }: SchoolSelectProps) {
  if (schools.length === 0) return null;
  return (
    <NativeSelect
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[
        { value: '', label: noneLabel },
        ...schools.map((school) => ({ value: school.schoolId, label: school.displayName })),
      ]}
    />
  );
}
