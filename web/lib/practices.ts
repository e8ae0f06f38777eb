import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeView } from '../../common/practice';
import { api } from './api';

/**
 * One practice is read by the working, result and solution screens and listed by history and bookmarks, so its keys
 * and its query live here rather than in one of those features (docs/code-style.md: features do not import each other).
 */
export const practiceKeys = {
  all: ['practices'] as const,
  lists: () => [...practiceKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...practiceKeys.lists(), { page, pageSize }] as const,
  /** a linked student's history, as their teacher sees it */
  studentList: (studentId: string, page: number, pageSize: number) =>
    [...practiceKeys.lists(), { studentId, page, pageSize }] as const,
  detail: (practiceId: string) => [...practiceKeys.all, 'detail', practiceId] as const,
};

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (subjectId: string | null) => [...bookmarkKeys.all, 'list', subjectId ?? 'all'] as const,
};

export const practicePath = (practiceId: string) => `/api/practices/${encodeURIComponent(practiceId)}`;
export const questionPath = (practiceId: string, questionNo: number) =>
  `${practicePath(practiceId)}/questions/${questionNo}`;

/**
 * Starts a practice (a paper, a mock, an AI one) by posting `body` to `path`: the server's answer is kept as the
 * paper's query, so the working screen opens on it without another fetch, and the history lists refresh.
 */
export function useStartPractice<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<PracticeView>(path, body),
    onSuccess: (practice) => {
      queryClient.setQueryData(practiceQuery(practice.id).queryKey, practice);
      return queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    },
  });
}

export const practiceQuery = (practiceId: string) =>
  queryOptions({
    queryKey: practiceKeys.detail(practiceId),
    queryFn: () => api.get<PracticeView>(practicePath(practiceId)),
  });

/**
 * The paper a page load opens at the working screen, asked for at boot beside the page's chunks
 * (web/app/router.tsx preloadRoute) instead of once they have loaded and rendered: on a phone, the paper shows a round
 * trip sooner, and the screen renders once instead of a skeleton first (bench/README.md, "bench/lighthouse"). It is
 * this visit's copy, fetched after the page started, so the working screen may start its answer queue from it
 * (takeVisitPractice). Errors are left for the page's own query, which asks again.
 */
let visitPracticeId: string | null = null;

export function prefetchVisitPractice(queryClient: QueryClient, practiceId: string): void {
  visitPracticeId = practiceId;
  void queryClient.prefetchQuery(practiceQuery(practiceId));
}

/** Whether `practiceId` is the paper this page load fetched at boot; true once, for the first screen that asks. */
export function takeVisitPractice(practiceId: string): boolean {
  const taken = visitPracticeId === practiceId;
  visitPracticeId = null;
  return taken;
}

/** Whether the signed-in user is looking at someone else's practice: a teacher reviewing a linked student's. */
export function isTeacherView(practice: Pick<PracticeView, 'student'>, meId: string | undefined): boolean {
  return meId !== undefined && practice.student.id !== meId;
}

/** The history a practice is listed in: the student's own, or that student's as their teacher sees it. */
export function historyPath(practice: Pick<PracticeView, 'student'>, meId: string | undefined): string {
  return isTeacherView(practice, meId)
    ? `/app/practice-history?student=${encodeURIComponent(practice.student.id)}`
    : '/app/practice-history';
}

/** Where a practice opens: the working screen until it is finished, then its result. */
export function practiceHomePath(practice: { id: string; finishedAt: number | null }): string {
  return practice.finishedAt === null ? `/app/working/${practice.id}/1` : `/app/result/${practice.id}`;
}

/** Whether an AI paper is still being written: open, with fewer questions than planned, and not given up on. */
export function isAiWriting(
  practice: Pick<PracticeView, 'isAiWritten' | 'finishedAt' | 'questions' | 'noOfQuestions' | 'notice'>,
) {
  return (
    practice.isAiWritten &&
    practice.finishedAt === null &&
    practice.notice === null &&
    practice.questions.length < practice.noOfQuestions
  );
}
