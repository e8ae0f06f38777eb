/**
 * Keys of every assignment query: the assignments feature reads and changes them, and the repeat dialog on the
 * solution screen (web/components/assignments) refreshes the lists.
 */
export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  detail: (id: string) => [...assignmentKeys.all, 'detail', id] as const,
};
