import { Button, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClassView } from '../../../common/classes';
import { ConfirmRemoval } from '../../components/Dialog';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { classesQuery, schoolsQuery } from '../../lib/roster';
import { useConfirmedRemoval } from '../../lib/useConfirmedRemoval';
import { useIsPhone } from '../../lib/useIsPhone';
import { useDeleteClass } from './api';
import { ClassDialog } from './components/ClassDialog';
import { ClassCards, type ClassSort, ClassTable, type SortKey } from './components/ClassList';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** `/app/my-classes` (teachers and schools): classes with their students, newest first, searchable and sortable. */
export function MyClassesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isPhone = useIsPhone();
  const classes = useQuery(classesQuery);
  // A teacher may make a class for a school they have joined.
  const schools = useQuery({ ...schoolsQuery, enabled: me?.isSchool === false });
  const list = useClassList(classes.data ?? []);
  const [editing, setEditing] = useState<ClassView | 'new' | null>(null);
  const removal = useConfirmedRemoval<ClassView>(useDeleteClass(), (item) => item.id, t('classes.toasts.deleted'));

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
      {t('classes.add')}
    </Button>
  );

  let body: React.ReactNode;
  if (classes.isPending) body = <ListSkeleton />;
  else if (classes.isError) body = <QueryError query={classes} />;
  else if (isPhone) body = <ClassCards classes={list.shown} onOpen={setEditing} onRemove={removal.ask} />;
  else {
    body = (
      <ClassTable
        classes={list.shown}
        sort={list.sort}
        onSort={list.sortBy}
        onOpen={setEditing}
        onRemove={removal.ask}
        addButton={addButton}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('classes.title')} right={isPhone ? addButton : undefined} />
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('classes.search')}
        aria-label={t('classes.search')}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        maw={{ base: '100%', sm: 320 }}
        mb="md"
      />
      {body}
      <ClassDialog
        editing={editing}
        schools={(schools.data ?? []).filter((school) => school.accepted)}
        onClose={() => setEditing(null)}
      />
      <ConfirmRemoval
        removal={removal}
        texts={(item) => ({
          title: t('classes.confirmRemove.title', { name: item.name }),
          body: t('classes.confirmRemove.body'),
          confirm: t('classes.confirmRemove.confirm'),
        })}
      />
    </>
  );
}

/** The classes matching the search (by class or student name), in the chosen order: newest first at first. */
function useClassList(classes: ClassView[]) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ClassSort>({ key: 'createdAt', descending: true });
  const query = search.trim().toLowerCase();
  const shown = classes
    .filter(
      (one) =>
        !query ||
        one.name.toLowerCase().includes(query) ||
        one.students.some((student) => student.displayName.toLowerCase().includes(query)),
    )
    .sort((a, b) => {
      const order = sort.key === 'name' ? collator.compare(a.name, b.name) : a.createdAt - b.createdAt;
      return sort.descending ? -order : order;
    });
  // The same column again turns the order round; a new one starts A-Z by name, newest first by date.
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : key === 'createdAt' }));
  return { search, setSearch, sort, sortBy, shown };
}
