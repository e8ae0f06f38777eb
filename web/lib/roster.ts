import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassView } from '../../common/classes';
import type { StudentLinkView } from '../../common/links';
import type { SchoolLinkView } from '../../common/schools';
import { api } from './api';
import { useMe } from './me';

/**
 * A teacher's roster: the students linked to them, their classes and the schools they belong to. The links, classes
 * and schools pages change it; the assignment form and the students' import read it.
 */
export const linkKeys = {
  all: ['links'] as const,
  students: () => [...linkKeys.all, 'students'] as const,
  teachers: () => [...linkKeys.all, 'teachers'] as const,
};

/** A teacher's (or school's) students, pending and accepted, newest first. */
export const studentsQuery = queryOptions({
  queryKey: linkKeys.students(),
  queryFn: async () => (await api.get<{ students: StudentLinkView[] }>('/api/students')).students,
});

export const classKeys = {
  all: ['classes'] as const,
  list: () => [...classKeys.all, 'list'] as const,
  schoolTeachers: () => [...classKeys.all, 'school-teachers'] as const,
  schools: () => [...classKeys.all, 'schools'] as const,
};

/** My classes (teachers and schools) with their students, newest first. */
export const classesQuery = queryOptions({
  queryKey: classKeys.list(),
  queryFn: async () => (await api.get<{ classes: ClassView[] }>('/api/classes')).classes,
});

/** A teacher's schools: pending invitations first. */
export const schoolsQuery = queryOptions({
  queryKey: classKeys.schools(),
  queryFn: async () => (await api.get<{ schools: SchoolLinkView[] }>('/api/schools')).schools,
});

/**
 * The schools a plain teacher has joined (accepted), for a form's "school" field (spec: "working in a school's name");
 * none for a school account or a student, who have no such choice. The teacher's default school, saved on the
 * profile, counts only while it is among them.
 */
export function useJoinedSchools() {
  const { data: me } = useMe();
  const isPlainTeacher = me?.role === 'teacher' && !me.isSchool;
  const schools = useQuery({ ...schoolsQuery, enabled: isPlainTeacher });
  const joined = isPlainTeacher ? (schools.data ?? []).filter((school) => school.accepted) : [];
  const saved = me?.defaults.school ?? null;
  const defaultSchool = joined.some((school) => school.schoolId === saved) ? saved : null;
  return { joined, defaultSchool, isPending: isPlainTeacher && schools.isPending };
}

/**
 * Whether the school an assignment is set in the name of covers the free limits now (its plan, as the server's limits
 * check reads it: `coversFreeLimits`): the create form then shows no free limit. False for none or an unknown school.
 */
export function useIsCoveredBySchool(schoolId: string | null) {
  const { joined } = useJoinedSchools();
  return joined.some((school) => school.schoolId === schoolId && school.coversFreeLimits);
}
