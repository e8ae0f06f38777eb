import { queryOptions } from '@tanstack/react-query';
import type { StudentLinkView } from '../../common/links';
import { api } from './api';

/** A teacher's links to students: the links pages list them, classes and the assignment form pick from them. */
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
