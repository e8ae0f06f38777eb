import { queryOptions } from '@tanstack/react-query';
import type { PracticeView } from '../../common/practice';
import { api } from './api';

/**
 * One practice is read by the working, result and solution screens and listed by history and bookmarks, so its keys
 * and its query live here rather than in one of those features (STYLE.md section 8: features do not import each other).
 */
export const practiceKeys = {
  all: ['practices'] as const,
  lists: () => [...practiceKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...practiceKeys.lists(), { page, pageSize }] as const,
  detail: (practiceId: string) => [...practiceKeys.all, 'detail', practiceId] as const,
};

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (subjectId: string | null) => [...bookmarkKeys.all, 'list', subjectId ?? 'all'] as const,
};

export const practicePath = (practiceId: string) => `/api/practices/${encodeURIComponent(practiceId)}`;
export const questionPath = (practiceId: string, questionNo: number) =>
  `${practicePath(practiceId)}/questions/${questionNo}`;

export const practiceQuery = (practiceId: string) =>
  queryOptions({
    queryKey: practiceKeys.detail(practiceId),
    queryFn: () => api.get<PracticeView>(practicePath(practiceId)),
  });

/** Where a practice opens: the working screen until it is finished, then its result. */
export function practiceHomePath(practice: { id: string; finishedAt: number | null }): string {
  return practice.finishedAt === null ? `/app/working/${practice.id}/1` : `/app/result/${practice.id}`;
}
