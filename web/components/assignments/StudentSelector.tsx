import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StudentLinkView } from '../../../common/links';
import { useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { classesQuery, studentsQuery } from '../../lib/roster';
import { Link } from '../../lib/router';
import { initials } from '../AvatarStack';
import { QueryError } from '../QueryError';
import { assignableOfClass, assignableStudents, groupState, toggleStudents } from './form';

interface StudentSelectorProps {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** 'invalid students' from the server, shown as the panel's caption */
  error?: string | null;
  disabled?: boolean;
}

/** What each way of choosing gets: the selection and how to change it. */
interface PickerProps {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  disabled: boolean;
}

type View = 'students' | 'classes';

/**
 * Who the assignment is for: the teacher's linked, accepted students one by one, or a whole class at once (only the
 * class's students who can be assigned). Create and confirm both use it.
 */
export function StudentSelector({ selected, onChange, error, disabled = false }: StudentSelectorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<View>('students');
  // The classes load with the students, so "by class" shows them at once.
  useQuery(classesQuery);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={titleId}>
          {t('create.students.title')}
        </Title>
        <Badge variant="light" color={selected.size === 0 ? 'gray' : 'lagoon'} tt="none">
          {t('create.students.selected', { count: selected.size })}
        </Badge>
      </Group>
      <SegmentedControl
        fullWidth
        size="xs"
        mb="sm"
        aria-label={t('create.students.by')}
        value={view}
        onChange={(value) => setView(value === 'classes' ? 'classes' : 'students')}
        data={[
          { value: 'students', label: t('create.students.byStudent') },
          { value: 'classes', label: t('create.students.byClass') },
        ]}
      />
      <SelectorBody view={view} selected={selected} onChange={onChange} disabled={disabled} />
      {error && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Card>
  );
}

/** The students the teacher may assign, then the chosen way of picking them (or a hint when there is none). */
function SelectorBody({ view, ...picker }: PickerProps & { view: View }) {
  const { t } = useTranslation();
  const links = useQuery(studentsQuery);
  if (links.isPending) return <Skeleton h={160} />;
  if (links.isError) return <QueryError query={links} />;
  const students = assignableStudents(links.data);
  if (students.length === 0) {
    return <EmptyHint text={t('create.students.none')} linkText={t('create.students.invite')} to="/app/my-students" />;
  }
  return view === 'students' ? (
    <StudentPicker students={students} {...picker} />
  ) : (
    <ClassPicker assignable={new Set(students.map((student) => student.studentId))} {...picker} />
  );
}

/** Nothing to pick yet, and where to make it. */
function EmptyHint({ text, linkText, to }: { text: string; linkText: string; to: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}{' '}
      <Anchor component={Link} to={to} size="sm">
        {linkText}
      </Anchor>
    </Text>
  );
}

/** Whether a student matches the search: by name, e-mail or class. */
function matchesSearch(student: StudentLinkView, needle: string): boolean {
  return (
    !needle ||
    student.displayName.toLowerCase().includes(needle) ||
    student.email.toLowerCase().includes(needle) ||
    student.className.toLowerCase().includes(needle)
  );
}

/** One by one: a search, "all shown", and a checkbox per student. */
function StudentPicker({ students, selected, onChange, disabled }: PickerProps & { students: StudentLinkView[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = students.filter((student) => matchesSearch(student, needle));
  const shownIds = shown.map((student) => student.studentId);
  const state = groupState(selected, shownIds);
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={t('create.students.search')}
        placeholder={t('create.students.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="sm"
      />
      <Checkbox
        label={t('create.students.all', { count: shownIds.length })}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={disabled || shownIds.length === 0}
        onChange={(event) => onChange(toggleStudents(selected, shownIds, event.currentTarget.checked))}
        styles={{ label: { fontWeight: 600 } }}
      />
      <Box mah={360} style={{ overflowY: 'auto' }} p={2}>
        <Stack gap={6}>
          {shown.map((student) => (
            <Checkbox
              key={student.studentId}
              disabled={disabled}
              checked={selected.has(student.studentId)}
              onChange={(event) => onChange(toggleStudents(selected, [student.studentId], event.currentTarget.checked))}
              label={<StudentLabel student={student} />}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function StudentLabel({ student }: { student: StudentLinkView }) {
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      {/* The stacks' initials: a Chinese name's family name only, as two characters are clipped in 24 px. */}
      <Avatar src={student.avatarUrl} size={24} radius="xl" name={student.displayName}>
        {initials(student.displayName)}
      </Avatar>
      <span>{student.displayName}</span>
      {student.className && (
        <Text span size="xs" c="dimmed">
          {[student.className, student.classNumber].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Group>
  );
}

/**
 * A whole class at once: a checkbox per class of My classes (the same classes invitations and class lists fill), over
 * its students who can be assigned. A class wholly selected shows ticked, whichever way its students were chosen. Two
 * classes of one name (a teacher's own and their class for a school) say which is which.
 */
function ClassPicker({ assignable, selected, onChange, disabled }: PickerProps & { assignable: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const classes = useQuery(classesQuery);
  if (classes.isPending) return <Skeleton h={120} />;
  if (classes.isError) return <QueryError query={classes} />;
  if (classes.data.length === 0) {
    return (
      <EmptyHint text={t('create.students.noClasses')} linkText={t('create.students.makeClass')} to="/app/my-classes" />
    );
  }
  return (
    <Stack gap={6}>
      {classes.data.map((cls) => {
        const ids = assignableOfClass(cls, assignable);
        const state = groupState(selected, ids);
        // A school sees who made a teacher's class; a teacher sees which of their classes are a school's.
        const owner =
          cls.teacherId !== me?.id
            ? t('create.students.classBy', { name: cls.teacherName })
            : cls.schoolId && cls.schoolId !== cls.teacherId
              ? t('create.students.classForSchool')
              : null;
        const count = t('create.students.classCount', { count: ids.length });
        return (
          <Checkbox
            key={cls.id}
            disabled={disabled || ids.length === 0}
            checked={ids.length > 0 && state === 'all'}
            indeterminate={state === 'some'}
            onChange={(event) => onChange(toggleStudents(selected, ids, event.currentTarget.checked))}
            label={cls.name}
            description={owner ? `${count} · ${owner}` : count}
          />
        );
      })}
    </Stack>
  );
}
