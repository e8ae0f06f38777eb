import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * What a mutation's onSuccess calls to have these queries read again (each key and every key below it), as one
 * promise the mutation waits for: a feature's api.ts names what a change touches, this asks for it.
 */
export function useRefresh(...queryKeys: QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
