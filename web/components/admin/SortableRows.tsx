import { ActionIcon, Box, Card, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { MoveButtons } from './MoveButtons';
import { moveIds } from './reorder';
import { useSortable } from './useSortable';

interface SortableRowsProps<T extends { id: string }> {
  items: readonly T[];
  /** the ids in the order being saved, shown until the server answers */
  pending?: string[] | undefined;
  nameOf: (item: T) => string;
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  children: (item: T) => ReactNode;
}

/** A list reordered by dragging its handle or with the move up / down buttons. */
export function SortableRows<T extends { id: string }>({
  items,
  pending,
  nameOf,
  onReorder,
  disabled = false,
  children,
}: SortableRowsProps<T>) {
  const { t } = useTranslation();
  const ordered = pending ? [...items].sort((a, b) => pending.indexOf(a.id) - pending.indexOf(b.id)) : [...items];
  const sortable = useSortable(ordered, onReorder);
  const ids = ordered.map((item) => item.id);
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none', display: 'grid', gap: 8 }}>
      {sortable.order.map((item, index) => (
        <Card
          component="li"
          key={item.id}
          padding="sm"
          withBorder
          {...sortable.rowProps(index)}
          style={{ opacity: sortable.draggingId === item.id ? 0.5 : 1 }}
        >
          <Group wrap="nowrap" gap="xs" align="center">
            <ActionIcon
              variant="subtle"
              color="gray"
              component="span"
              style={{ cursor: 'grab' }}
              aria-label={`${t('admin.common.dragHandle')}${t('common.colon')}${nameOf(item)}`}
              {...(disabled ? {} : sortable.handleProps(item.id))}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
            <Box style={{ flex: 1, minWidth: 0 }}>{children(item)}</Box>
            <MoveButtons
              name={nameOf(item)}
              isFirst={index === 0}
              isLast={index === ordered.length - 1}
              disabled={disabled}
              onMove={(step) => {
                const next = moveIds(ids, item.id, step);
                if (next) onReorder(next);
              }}
            />
          </Group>
        </Card>
      ))}
    </Box>
  );
}
