import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';

/** A list still loading: a few grey bars (up to six) the height of its rows. */
export function ListSkeleton({ rows = 3, height = 60 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="sm" aria-busy>
      {[0, 1, 2, 3, 4, 5].slice(0, rows).map((row) => (
        <Skeleton key={row} h={height} radius="md" />
      ))}
    </Stack>
  );
}
