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

/**
 * A table row that opens what it lists, by pointer or by keyboard (Enter or Space on the focused row; keys pressed on
 * a button inside the row stay that button's). Without `onOpen` it is a plain row.
 */
export function OpenableRow({
  onOpen,
  label,
  children,
}: {
  onOpen?: (() => void) | undefined;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Table.Tr
      onClick={onOpen}
      style={{ cursor: onOpen ? 'pointer' : undefined }}
      tabIndex={onOpen ? 0 : undefined}
      aria-label={label}
      onKeyDown={(event) => {
        if (onOpen && (event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </Table.Tr>
  );
}
