import '@mantine/core/styles/Table.css';
import { Card, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A desktop list as a table in a card whose rows light up under the pointer (practice history, bookmarks); on a
 * phone the same lists show cards instead.
 */
export function ListTable({ headings, children }: { headings: ReactNode; children: ReactNode }) {
  return (
    <Card padding={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>{headings}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Card>
  );
}
