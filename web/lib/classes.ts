import { queryOptions } from '@tanstack/react-query';
import type { ClassView } from '../../common/classes';
import type { SchoolLinkView } from '../../common/schools';
import { api } from './api';

/** Classes and school links: the classes and schools pages, the students' import and the assignment form read them. */
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
