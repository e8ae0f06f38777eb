import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';

export function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={60} radius="md" />
      ))}
    </Stack>
  );
}
