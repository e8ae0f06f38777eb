import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportCommitResult, ImportPreview, InviteRowsInput } from '../../../common/class-import';
import type { StudentLinkView, TeacherLinkView } from '../../../common/links';
import { api } from '../../lib/api';
import { meKeys } from '../../lib/me';
import { classKeys, linkKeys, studentsQuery } from '../../lib/roster';
import { useRefresh } from '../../lib/useRefresh';

/** A student's teachers: pending invitations first, then the newest. */
export const teachersQuery = queryOptions({
  queryKey: linkKeys.teachers(),
  queryFn: async () => (await api.get<{ teachers: TeacherLinkView[] }>('/api/teachers')).teachers,
});

/** The invite dialog's rows, all invited in one request (or none, when a row is refused). */
export function useInviteStudents() {
  return useMutation({
    mutationFn: (body: InviteRowsInput) => api.post<ImportCommitResult>('/api/students/invite', body),
    // A class named in the invitation holds the student now, made if it was new; `me` is read again, so the shell's
    // "you have no students yet" prompt goes once there are some.
    onSuccess: useRefresh(linkKeys.students(), classKeys.list(), meKeys.all),
  });
}

/** Every row's error at once, writing nothing: asked when the invitation was refused, to mark each bad row. */
export function useCheckInvites() {
  return useMutation({
    mutationFn: (body: InviteRowsInput) => api.post<ImportPreview>('/api/students/invite/check', body),
  });
}

export function useRemoveStudent() {
  return useMutation({
    mutationFn: (studentId: string) => api.delete(`/api/students/${encodeURIComponent(studentId)}`),
    // The student leaves the teacher's classes too.
    onSuccess: useRefresh(linkKeys.students(), classKeys.list()),
  });
}

/** Extra time on this teacher's assignments (a multiplier of the time limit); the list shows the saved value. */
export function useSetTimeMultiplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, timeMultiplier }: { studentId: string; timeMultiplier: number }) =>
      api.patch<StudentLinkView>(`/api/students/${encodeURIComponent(studentId)}`, { timeMultiplier }),
    onSuccess: (saved) => {
      queryClient.setQueryData(studentsQuery.queryKey, (students) =>
        students?.map((student) => (student.studentId === saved.studentId ? { ...student, ...saved } : student)),
      );
      return queryClient.invalidateQueries({ queryKey: linkKeys.students() });
    },
  });
}

// The student's menu shows my-teachers only with links and badges the pending ones, both from `me`: an answer to an
// invitation changes them, so `me` is fetched again with the list.
function useRefreshTeacherLinks() {
  return useRefresh(linkKeys.teachers(), meKeys.all);
}

export function useAcceptTeacher() {
  const refresh = useRefreshTeacherLinks();
  return useMutation({
    mutationFn: (teacherId: string) =>
      api.post<TeacherLinkView>(`/api/teachers/${encodeURIComponent(teacherId)}/accept`),
    onSuccess: refresh,
  });
}

/** Rejects a pending invitation or removes an accepted teacher: the server answers both with the same route. */
export function useRemoveTeacher() {
  const refresh = useRefreshTeacherLinks();
  return useMutation({
    mutationFn: (teacherId: string) => api.delete(`/api/teachers/${encodeURIComponent(teacherId)}`),
    onSuccess: refresh,
  });
}
