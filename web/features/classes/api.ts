import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportCommitBody, ImportCommitResult, ImportPreview } from '../../../common/class-import';
import type { ClassView, CreateClassInput, UpdateClassInput } from '../../../common/classes';
import type { InvitedTeacher, InviteTeacherInput, SchoolLinkView, SchoolTeachers } from '../../../common/schools';
import { api } from '../../lib/api';
import { meKeys } from '../../lib/me';
import { upload } from '../admin/api';
import { linkKeys } from '../links/api';

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

/** A school's teachers and seats. */
export const schoolTeachersQuery = queryOptions({
  queryKey: classKeys.schoolTeachers(),
  queryFn: () => api.get<SchoolTeachers>('/api/school/teachers'),
});

/** A teacher's schools: pending invitations first. */
export const schoolsQuery = queryOptions({
  queryKey: classKeys.schools(),
  queryFn: async () => (await api.get<{ schools: SchoolLinkView[] }>('/api/schools')).schools,
});

function useRefreshClasses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classKeys.list() });
}

export function useCreateClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: CreateClassInput) => api.post<ClassView>('/api/classes', body),
    onSuccess: refresh,
  });
}

export function useUpdateClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateClassInput }) =>
      api.patch<ClassView>(`/api/classes/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/classes/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useInviteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteTeacherInput) => api.post<InvitedTeacher>('/api/school/teachers', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.schoolTeachers() }),
  });
}

export function useRemoveSchoolTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: string) => api.delete(`/api/school/teachers/${encodeURIComponent(teacherId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.schoolTeachers() }),
  });
}

// The my-schools badge counts pending invitations from `me`: an answer changes it, so `me` is fetched again.
function useRefreshSchools() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: classKeys.schools() }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
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

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, schoolId }: { file: File; schoolId: string | null }) =>
      upload<ImportPreview>(
        'POST',
        `/api/students/import${schoolId ? `?schoolId=${encodeURIComponent(schoolId)}` : ''}`,
        file,
      ),
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCommitBody) => api.post<ImportCommitResult>('/api/students/import/commit', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linkKeys.students() }),
        queryClient.invalidateQueries({ queryKey: classKeys.list() }),
      ]),
  });
}
