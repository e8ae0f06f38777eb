import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from '../../lib/router';
import { adminKeys, fetchQuestionPage } from './api';
import { saveListSearch, saveScroll, takeScroll, throttle } from './scroll';
import type { QuestionFilter } from './useQuestionFilter';

/**
 * The filtered question bank, a page at a time, and opening a question in the editor. The list's place is kept as a
 * question opens: coming back, as many pages as were shown load again and the list scrolls to where it was.
 */
export function useQuestionPages(filter: QuestionFilter) {
  const navigate = useNavigate();
  const restored = useRef(takeScroll(sessionStorage, filter.key));
  const questions = useInfiniteQuery({
    queryKey: adminKeys.questionList(filter.values),
    queryFn: ({ pageParam }) => fetchQuestionPage(filter.values, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: filter.values.subject !== '',
  });
  const pages = questions.data?.pages.length ?? 0;
  useLayoutEffect(() => {
    const target = restored.current;
    if (!target || !questions.data) return;
    if (pages < target.pages && questions.hasNextPage) {
      if (!questions.isFetchingNextPage) void questions.fetchNextPage();
      return;
    }
    window.scrollTo(0, target.y);
    restored.current = null;
  }, [pages, questions.data, questions.hasNextPage, questions.isFetchingNextPage, questions.fetchNextPage]);
  const openQuestion = (id: string) => {
    saveScroll(sessionStorage, filter.key, window.scrollY, pages);
    saveListSearch(sessionStorage, `?${filter.key}`);
    navigate(`/app/manage-question/${id}`);
  };
  return { questions, openQuestion };
}

export type QuestionPages = ReturnType<typeof useQuestionPages>['questions'];

/** A ref for the list's end: when it comes within 50 px of view, the next page loads, at most once a second. */
export function useLoadMoreNearEnd(questions: QuestionPages) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = questions;
  const fetchNextPageRef = useRef(fetchNextPage);
  fetchNextPageRef.current = fetchNextPage;
  const loadMore = useRef(throttle(() => void fetchNextPageRef.current(), 1000));
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) loadMore.current();
      },
      { rootMargin: '50px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);
  return sentinel;
}
