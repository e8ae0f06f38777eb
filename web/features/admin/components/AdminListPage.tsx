import { Button, type ModalProps, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { SortableRows } from '../../../components/admin/SortableRows';
import type { useDeleteRow } from '../../../components/admin/useDeleteRow';
import { Dialog } from '../../../components/Dialog';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n/i18n';
import { useSearchParams } from '../../../lib/router';
import { categoriesQuery, subjectsQuery } from '../api';

interface AdminListPageProps {
  title: string;
  /** the header's add button */
  add: { label: string; onClick: () => void; disabled?: boolean };
  /** the selects above the list (a category, a subject) */
  filters?: ReactNode;
  /** the add / edit form's dialog; its form mounts while it is open */
  editor: { opened: boolean; title: string; onClose: () => void; size?: ModalProps['size']; form: ReactNode };
  /** the row waiting to be deleted (its name), and what confirming does */
  deleting: { name: string | null; onCancel: () => void; onConfirm: () => void; loading: boolean };
  /** the list (AdminList, or a table) */
  children: ReactNode;
}

/**
 * An admin catalogue page: its title and add button, the filters, the ordered list, the add / edit dialog and the
 * delete confirmation. Categories, subjects, chapters and admins are this page with their own rows and forms.
 */
export function AdminListPage({ title, add, filters, editor, deleting, children }: AdminListPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        right={
          <Button leftSection={<IconPlus size={18} />} onClick={add.onClick} disabled={add.disabled}>
            {add.label}
          </Button>
        }
      />
      {filters}
      {children}
      <Dialog opened={editor.opened} onClose={editor.onClose} title={editor.title} size={editor.size}>
        {editor.opened && editor.form}
      </Dialog>
      <ConfirmDelete
        name={deleting.name}
        onCancel={deleting.onCancel}
        onConfirm={deleting.onConfirm}
        loading={deleting.loading}
      />
    </>
  );
}

/** The list's delete confirmation, from its delete flow (useDeleteRow) and how a row is named in the question. */
export function deletingOf<Row extends { id: string }>(
  remove: ReturnType<typeof useDeleteRow<Row>>,
  nameOf: (row: Row) => string,
): AdminListPageProps['deleting'] {
  return {
    name: remove.deleting ? nameOf(remove.deleting) : null,
    onCancel: remove.cancel,
    onConfirm: remove.confirm,
    loading: remove.isPending,
  };
}

interface AdminListProps<Item extends { id: string }> {
  /** what the list needs is still loading */
  isPending: boolean;
  /** the query that failed, if one did: its error and a retry */
  failed: { error: unknown; refetch: () => unknown } | null;
  /** shown instead of the list when there is nothing chosen to list yet */
  placeholder?: string | null;
  items: readonly Item[] | undefined;
  nameOf: (item: Item) => string;
  /** the order being saved (useReorder) */
  reorder: { isPending: boolean; variables: string[] | undefined; mutate: (ids: string[]) => void };
  children: (item: Item) => ReactNode;
}

/** The ordered rows of an admin page, or why there are none: loading, failed, nothing chosen, empty. */
export function AdminList<Item extends { id: string }>({
  isPending,
  failed,
  placeholder,
  items,
  nameOf,
  reorder,
  children,
}: AdminListProps<Item>) {
  const { t } = useTranslation();
  if (isPending) return <Skeleton h={200} />;
  if (failed) return <QueryError query={failed} />;
  if (placeholder) return <Text c="dimmed">{placeholder}</Text>;
  if (!items || items.length === 0) return <Text c="dimmed">{t('admin.common.empty')}</Text>;
  return (
    <SortableRows
      items={items}
      pending={reorder.isPending ? reorder.variables : undefined}
      nameOf={nameOf}
      onReorder={(ids) => reorder.mutate(ids)}
      disabled={reorder.isPending}
    >
      {children}
    </SortableRows>
  );
}

/**
 * The category and subject an admin catalogue page shows, kept in the address (?category=&subject=) so a reload or a
 * link opens the same list; each defaults to the first there is.
 */
export function useCatalogueFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useQuery(categoriesQuery);
  const categoryId = searchParams.get('category') ?? categories.data?.[0]?.id ?? null;
  const subjects = useQuery({ ...subjectsQuery(categoryId), enabled: categoryId !== null });
  const subjectId = searchParams.get('subject') ?? subjects.data?.[0]?.id ?? null;
  const select = (key: 'category' | 'subject', value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(key, value);
    // Another category's subjects: its first one, not a subject of the category left behind.
    if (key === 'category') next.delete('subject');
    setSearchParams(next, { replace: true });
  };
  return { categories, categoryId, subjects, subjectId, select };
}
