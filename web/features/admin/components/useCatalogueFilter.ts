import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { categoriesQuery, subjectsQuery } from '../api';

/**
 * The category and subject an admin catalogue page shows, kept in the address (?category=&subject=) so a reload or a
 * link opens the same list; each defaults to the first there is.
 */
export function useCatalogueFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useQuery(categoriesQuery);
  const categoryId = searchParams.get('category') ?? categories.data?.[0]?.id ?? null;
  const subjects = useQuery({ ...subjectsQuery(categoryId), enabled: categoryId !== null });
  const subjectId = searchParams.get('subject') ?? subjects.data?.[0]?.id ?? null;
  const select = (key: 'category' | 'subject', value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(key, value);
    // Another category's subjects: its first one, not a subject of the category left behind.
    if (key === 'category') next.delete('subject');
    setSearchParams(next, { replace: true });
  };
  return { categories, categoryId, subjects, subjectId, select };
}
