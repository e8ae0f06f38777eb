import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useUpdateMe } from '../../lib/me';
import { useJoinedSchools } from '../../lib/roster';
import { SchoolSelect } from '../SchoolSelect';

/**
 * An assignment's school (spec: "working in a school's name"), for a teacher who belongs to one or more: it starts at
 * the default school saved on the profile, and a choice is saved there as the new default (server-side, as the
 * practice form saves its subject: it follows the teacher to every device, and the spec keeps defaultSchool on the
 * profile). Shared by create assignment and the repeat dialog, so both start from and remember the same school.
 */
export function useSchoolChoice() {
  const { joined, defaultSchool, isPending } = useJoinedSchools();
  const updateMe = useUpdateMe();
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const value = chosen === undefined ? defaultSchool : chosen;
  function choose(schoolId: string | null) {
    setChosen(schoolId);
    updateMe.mutate({ defaults: { school: schoolId } });
  }
  return { joined, value, choose, isPending };
}

export type SchoolChoice = ReturnType<typeof useSchoolChoice>;

/** The School field of an assignment form; shows nothing to a teacher in no school, a school or a student. */
export function AssignmentSchoolField({ school }: { school: SchoolChoice }) {
  const { t } = useTranslation();
  return (
    <SchoolSelect
      schools={school.joined}
      value={school.value}
      onChange={school.choose}
      label={t('create.school.label')}
      noneLabel={t('create.school.none')}
      description={t('create.school.hint')}
    />
  );
}
