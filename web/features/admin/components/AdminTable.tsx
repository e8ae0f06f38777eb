import { Card, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';

interface AdminTableProps {
  /** the columns' headings; the last column, the row's buttons, is named for screen readers only */
  headings: string[];
  /** below this width the table scrolls sideways instead of squeezing its columns */
  minWidth: number;
  /** rows that open something light up under the pointer */
  highlightOnHover?: boolean;
  /** the rows */
  children: ReactNode;
}

/** An admin page's table in a card (admins, question reports), with a last column of row actions. */
export function AdminTable({ headings, minWidth, highlightOnHover, children }: AdminTableProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table highlightOnHover={highlightOnHover} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {headings.map((heading) => (
                <Table.Th key={heading}>{heading}</Table.Th>
              ))}
              <Table.Th>
                <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
