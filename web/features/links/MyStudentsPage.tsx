import '@mantine/core/styles/Table.css';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClassView } from '../../../common/classes';
import type { StudentLinkView } from '../../../common/links';
import { ImportStudentsDialog } from '../../components/classes/ImportStudentsDialog';
import { ConfirmRemoval } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { classesQuery, studentsQuery } from '../../lib/roster';
import { useSearchParams } from '../../lib/router';
import { useConfirmedRemoval } from '../../lib/useConfirmedRemoval';
import { useIsPhone } from '../../lib/useIsPhone';
import { useRemoveStudent } from './api';
import { StudentCards, StudentTable } from './components/StudentList';
import { InviteStudentDialog } from './InviteStudentDialog';

/**
 * `/app/my-students` (teachers and schools): invited and accepted students, filterable by class (`?class=`, a class's
 * id: the classes of My classes, issue 26) and school (`?school=`); a school also sees which of its teachers linked
 * each student. An accepted row opens the student's
 * statistics (spec: `/app/statistics/{student}?school={school}`).
 */
export function MyStudentsPage() {
  const { t } = useTranslation();
  const isParent = useMe().data?.isParent === true;
  const students = useQuery(studentsQuery);
  const classes = useQuery(classesQuery);
  const filters = useStudentFilters(students.data ?? [], classes.data ?? []);
  const [isInviting, setInviting] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const removal = useConfirmedRemoval<StudentLinkView>(
    useRemoveStudent(),
    (student) => student.studentId,
    t('links.students.removed'),
  );

  const inviteButton = (
    <Group gap="xs" wrap="nowrap">
      {!isParent && (
        <Button variant="default" leftSection={<IconFileSpreadsheet size={18} />} onClick={() => setImporting(true)}>
          {t('links.students.importList')}
        </Button>
      )}
      <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
        {t(isParent ? 'links.children.invite' : 'links.students.invite')}
      </Button>
    </Group>
  );

  let body: React.ReactNode;
  if (students.isPending) body = <ListSkeleton />;
  else if (students.isError) body = <QueryError query={students} />;
  else if (students.data.length === 0) body = <EmptyStudents inviteButton={inviteButton} isParent={isParent} />;
  else body = <StudentsShown students={students.data.filter(filters.isShown)} onRemove={removal.ask} />;

  return (
    <>
      <PageHeader
        title={t(isParent ? 'shell.entries.myChildren' : 'links.students.title')}
        right={students.data?.length === 0 ? undefined : inviteButton}
      />
      <StudentFilters filters={filters} />
      {body}
      <ImportStudentsDialog opened={isImporting} onClose={() => setImporting(false)} />
      <InviteStudentDialog
        opened={isInviting}
        onClose={() => setInviting(false)}
        defaultClassName={filters.chosenClass?.name ?? ''}
      />
      <ConfirmRemoval
        removal={removal}
        texts={(student) => ({
          title: t('links.students.confirmRemove.title', { name: student.displayName }),
          body: t('links.students.confirmRemove.body'),
          confirm: t('links.students.confirmRemove.confirm'),
        })}
      />
    </>
  );
}

/**
 * The class and school filters in the address (`?class=` a class's id, `?school=`): every class of My classes, and the
 * schools the listed students belong to.
 */
function useStudentFilters(students: StudentLinkView[], classes: ClassView[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const classId = searchParams.get('class');
  const schoolId = searchParams.get('school');
  const classOptions = classes
    .map((one) => ({ value: one.id, label: one.name }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
  const chosenClass = classes.find((one) => one.id === classId);
  // Schools the listed students belong to (spec: the school filter).
  const schoolOptions = [
    ...new Map(
      students.flatMap((student) => (student.schoolId ? [[student.schoolId, student.schoolName ?? ''] as const] : [])),
    ),
  ];

  function setFilter(key: 'class' | 'school', value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(Object.fromEntries(next), { replace: true });
  }

  // A class's members, read from the class itself (the class of My classes is the one the student list names).
  const isShown = (student: StudentLinkView) =>
    (!classId || chosenClass?.students.some((member) => member.studentId === student.studentId) === true) &&
    (!schoolId || student.schoolId === schoolId);
  return { classId, chosenClass, schoolId, classOptions, schoolOptions, setFilter, isShown };
}

/** The class and school selects, each only when the students have more than none to choose from. */
function StudentFilters({ filters }: { filters: ReturnType<typeof useStudentFilters> }) {
  const { t } = useTranslation();
  const { classOptions, schoolOptions, setFilter } = filters;
  if (classOptions.length === 0 && schoolOptions.length === 0) return null;
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      {classOptions.length > 0 && (
        <NativeSelect
          label={t('links.students.class')}
          value={filters.classId ?? ''}
          onChange={(event) => setFilter('class', event.currentTarget.value)}
          data={[{ value: '', label: t('links.students.allClasses') }, ...classOptions]}
          w={{ base: '100%', sm: 240 }}
        />
      )}
      {schoolOptions.length > 0 && (
        <NativeSelect
          label={t('links.students.school')}
          value={filters.schoolId ?? ''}
          onChange={(event) => setFilter('school', event.currentTarget.value)}
          data={[
            { value: '', label: t('links.students.allSchools') },
            ...schoolOptions.map(([id, name]) => ({ value: id, label: name })),
          ]}
          w={{ base: '100%', sm: 240 }}
        />
      )}
    </Group>
  );
}

/** The filtered students: cards on a phone, a table elsewhere (a school's shows who linked each). */
function StudentsShown({
  students,
  onRemove,
}: {
  students: StudentLinkView[];
  onRemove: (student: StudentLinkView) => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { data: me } = useMe();
  if (students.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('links.students.noneInClass')}
      </Text>
    );
  }
  if (isPhone) return <StudentCards students={students} onRemove={onRemove} />;
  return (
    <StudentTable
      students={students}
      onRemove={onRemove}
      showTeachers={me?.isSchool === true}
      showClasses={me?.isParent !== true || me.parentTeaching}
    />
  );
}

function EmptyStudents({ inviteButton, isParent }: { inviteButton: React.ReactNode; isParent: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={IconUsers}
      title={t(isParent ? 'links.children.empty.title' : 'links.students.empty.title')}
      hint={t(isParent ? 'links.children.empty.hint' : 'links.students.empty.hint')}
      hintWidth={460}
    >
      <Group mt="sm">{inviteButton}</Group>
    </EmptyState>
  );
}
