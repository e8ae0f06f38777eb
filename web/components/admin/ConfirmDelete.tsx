import { useTranslation } from '../../i18n/i18n';
import { ConfirmRemove } from '../Dialog';
import type { DeleteRow } from './useDeleteRow';

interface ConfirmDeleteProps {
  /** what is deleted, shown in the title; null keeps the dialog closed */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/** Asks before an admin list's row is deleted: ConfirmRemove with the admin part's texts. */
export function ConfirmDelete({ name, onCancel, onConfirm, loading = false }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const texts =
    name === null
      ? null
      : {
          title: t('admin.common.deleteTitle', { name }),
          body: t('admin.common.deleteBody'),
          confirm: t('admin.common.delete'),
        };
  return <ConfirmRemove texts={texts} onCancel={onCancel} onConfirm={onConfirm} loading={loading} />;
}

interface ConfirmRowDeleteProps<Row extends { id: string }> {
  deletion: DeleteRow<Row>;
  /** the row's name in the title */
  nameOf: (row: Row) => string;
}

/** ConfirmDelete for a list's useDeleteRow: open while a row waits for it. */
export function ConfirmRowDelete<Row extends { id: string }>({ deletion, nameOf }: ConfirmRowDeleteProps<Row>) {
  return (
    <ConfirmDelete
      name={deletion.deleting ? nameOf(deletion.deleting) : null}
      onCancel={deletion.cancel}
      onConfirm={deletion.confirm}
      loading={deletion.isPending}
    />
  );
}
