import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): the screens that show cards instead of tables, a tab bar instead of a menu. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the window is phone-sized, known on the first render (lists pick cards or a table without a flash). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
