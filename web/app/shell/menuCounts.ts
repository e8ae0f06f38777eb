import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportList } from '../../../common/admins';
import type { AssignmentListResponse } from '../../../common/assignments';
import { api } from '../../lib/api';
import { useMe } from '../../lib/me';
import type { ShownEntry } from '../menu';

// The same key and request as the reports page's query, so the badge and the page share one list, which LiveReports
// (mounted by the shell for admins) keeps fresh.
const reportCountQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: () => api.get<ReportList>('/api/admin/reports'),
});

// The assignments page's list (features/assignments/resultsApi.ts, same key and request): a teacher's badge counts
// the assignments overdue for checking, a student's the published ones not yet submitted.
const assignmentCountQuery = queryOptions({
  queryKey: ['assignments', 'list'],
  queryFn: () => api.get<AssignmentListResponse>('/api/assignments'),
});

function assignmentBadge(list: AssignmentListResponse | undefined): number {
  if (!list) return 0;
  return list.role === 'teacher' ? list.toCheck : list.unsubmitted;
}

/**
 * The count on each menu entry that carries one, by the entry's path. The live event stream refetches the queries
 * behind them (web/lib/useEvents.ts), so the counts follow without a reload; several callers share the queries.
 */
export function useMenuCounts(entries: ShownEntry[]): Record<string, number> {
  // Admins' reports entry carries the report count.
  const hasReports = entries.some((entry) => entry.path === 'reports');
  const reports = useQuery({ ...reportCountQuery, enabled: hasReports });
  const hasAssignments = entries.some((entry) => entry.path === 'assignments');
  const assignments = useQuery({ ...assignmentCountQuery, enabled: hasAssignments });
  const { data: me } = useMe();
  const shown = new Set(entries.map((entry) => entry.path));
  return {
    reports: hasReports ? (reports.data?.count ?? 0) : 0,
    assignments: hasAssignments ? assignmentBadge(assignments.data) : 0,
    // A student's my-teachers entry carries the invitations waiting for an answer (zero for other roles).
    'my-teachers': shown.has('my-teachers') ? (me?.teacherLinks.pending ?? 0) : 0,
    // A teacher's my-schools entry carries the schools' invitations waiting for an answer.
    'my-schools': shown.has('my-schools') ? (me?.schoolLinks.pending ?? 0) : 0,
  };
}

/** The profile's badge (spec: "badge (sum of per-item counts)"), which the native wrapper's icon shows too. */
export function useMenuBadge(entries: ShownEntry[]): number {
  return Object.values(useMenuCounts(entries)).reduce((sum, count) => sum + count, 0);
}
