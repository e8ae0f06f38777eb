import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Skeleton.css';
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
import { useTranslation } from '../../i18n/i18n';
import { classesQuery, studentsQuery } from '../../lib/roster';
import { Link } from '../../lib/router';
import { QueryError } from '../QueryError';
import { assignableOfClass, assignableStudents, groupState, toggleStudents } from './form';

interface StudentSelectorProps {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** 'invalid students' from the server, shown as the panel's caption */
  error?: string | null;
  disabled?: boolean;
}

/**
 * Who the assignment is for: the teacher's linked, accepted students one by one, or a whole class at once (only the
 * class's students who can be assigned). Create and confirm both use it.
 */
export function StudentSelector({ selected, onChange, error, disabled = false }: StudentSelectorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<'students' | 'classes'>('students');
  const [search, setSearch] = useState('');
  const links = useQuery(studentsQuery);
  const classes = useQuery(classesQuery);

  let body: React.ReactNode;
  if (links.isPending) body = <Skeleton h={160} />;
  else if (links.isError) body = <QueryError query={links} />;
  else {
    const students = assignableStudents(links.data);
    const assignable = new Set(students.map((student) => student.studentId));
    const needle = search.trim().toLowerCase();
    const shown = students.filter(
      (student) =>
        !needle ||
        student.displayName.toLowerCase().includes(needle) ||
        student.email.toLowerCase().includes(needle) ||
        student.className.toLowerCase().includes(needle),
    );
    if (students.length === 0) {
      body = (
        <Text size="sm" c="dimmed">
          {t('create.students.none')}{' '}
          <Anchor component={Link} to="/app/my-students" size="sm">
            {t('create.students.invite')}
          </Anchor>
        </Text>
      );
    } else if (view === 'students') {
      const shownIds = shown.map((student) => student.studentId);
      const state = groupState(selected, shownIds);
      body = (
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
                  onChange={(event) =>
                    onChange(toggleStudents(selected, [student.studentId], event.currentTarget.checked))
                  }
                  label={
                    <Group gap="xs" wrap="nowrap" component="span">
                      <Avatar src={student.avatarUrl} size={24} radius="xl" name={student.displayName} />
                      <span>{student.displayName}</span>
                      {student.className && (
                        <Text span size="xs" c="dimmed">
                          {[student.className, student.classNumber].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Box>
        </Stack>
      );
    } else if (classes.isPending) body = <Skeleton h={120} />;
    else if (classes.isError) body = <QueryError query={classes} />;
    else if (classes.data.length === 0) {
      body = (
        <Text size="sm" c="dimmed">
          {t('create.students.noClasses')}{' '}
          <Anchor component={Link} to="/app/my-classes" size="sm">
            {t('create.students.makeClass')}
          </Anchor>
        </Text>
      );
    } else {
      body = (
        <Stack gap={6}>
          {classes.data.map((cls) => {
            const ids = assignableOfClass(cls, assignable);
            const state = groupState(selected, ids);
            return (
              <Checkbox
                key={cls.id}
                disabled={disabled || ids.length === 0}
                checked={ids.length > 0 && state === 'all'}
                indeterminate={state === 'some'}
                onChange={(event) => onChange(toggleStudents(selected, ids, event.currentTarget.checked))}
                label={cls.name}
                description={t('create.students.classCount', { count: ids.length })}
              />
            );
          })}
        </Stack>
      );
    }
  }

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
      {body}
      {error && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Card>
  );
}
