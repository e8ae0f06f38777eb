import { queryOptions, useMutation } from '@tanstack/react-query';
import type { InvitedTeacher, InviteTeacherInput, SchoolLinkView, SchoolTeachers } from '../../../common/schools';
import { api } from '../../lib/api';
import { meKeys } from '../../lib/me';
import { classKeys } from '../../lib/roster';
import { useRefresh } from '../../lib/useRefresh';

/** A school's teachers and seats. */
export const schoolTeachersQuery = queryOptions({
  queryKey: classKeys.schoolTeachers(),
  queryFn: () => api.get<SchoolTeachers>('/api/school/teachers'),
});

export function useInviteTeacher() {
  return useMutation({
    mutationFn: (body: InviteTeacherInput) => api.post<InvitedTeacher>('/api/school/teachers', body),
    // `me` too: the shell's "your school has no teachers yet" prompt goes once one is invited.
    onSuccess: useRefresh(classKeys.schoolTeachers(), meKeys.all),
  });
}

export function useRemoveSchoolTeacher() {
  return useMutation({
    mutationFn: (teacherId: string) => api.delete(`/api/school/teachers/${encodeURIComponent(teacherId)}`),
    onSuccess: useRefresh(classKeys.schoolTeachers()),
  });
}

// The my-schools badge counts pending invitations from `me`: an answer changes it, so `me` is fetched again.
function useRefreshSchools() {
  return useRefresh(classKeys.schools(), meKeys.all);
}

export function useAcceptSchool() {
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: (schoolId: string) => api.post<SchoolLinkView>(`/api/schools/${encodeURIComponent(schoolId)}/accept`),
    onSuccess: refresh,
  });
}

/** Rejects an invitation or leaves a school: one route for both. */
export function useRemoveSchool() {
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: (schoolId: string) => api.delete(`/api/schools/${encodeURIComponent(schoolId)}`),
    onSuccess: refresh,
  });
}
