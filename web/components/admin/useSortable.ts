import { useState } from 'react';
import { moveItem } from './reorder';

/**
 * Native HTML drag and drop over a list of rows: each row gets `rowProps(index)` and its handle `handleProps`. While
 * dragging, `order` is the list as it would land; dropping calls `onDrop` with the new ids.
 */
export function useSortable<T extends { id: string }>(items: readonly T[], onDrop: (ids: string[]) => void) {
  const [dragging, setDragging] = useState<{ from: number; over: number } | null>(null);
  const order = dragging ? moveItem(items, dragging.from, dragging.over) : [...items];
  return {
    order,
    draggingId: dragging ? items[dragging.from]?.id : undefined,
    rowProps: (index: number) => ({
      onDragOver: (event: React.DragEvent) => {
        if (!dragging) return;
        event.preventDefault();
        if (dragging.over !== index) setDragging({ ...dragging, over: index });
      },
      onDrop: (event: React.DragEvent) => {
        event.preventDefault();
        if (!dragging) return;
        const ids = moveItem(items, dragging.from, dragging.over).map((item) => item.id);
        const changed = dragging.from !== dragging.over;
        setDragging(null);
        if (changed) onDrop(ids);
      },
    }),
    handleProps: (id: string) => ({
      draggable: true,
      onDragStart: (event: React.DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        const from = items.findIndex((item) => item.id === id);
        if (from >= 0) setDragging({ from, over: from });
      },
      onDragEnd: () => setDragging(null),
    }),
  };
}
