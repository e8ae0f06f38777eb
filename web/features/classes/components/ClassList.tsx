import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSchool, IconTrash, IconUsersPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ClassView } from '../../../../common/classes';
import { AvatarStack } from '../../../components/AvatarStack';
import { useTranslation } from '../../../i18n/i18n';
import { useMe } from '../../../lib/me';
import { JoinCode } from './JoinCode';

export type SortKey = 'name' | 'createdAt';
export interface ClassSort {
  key: SortKey;
  descending: boolean;
}

/** yyyy-MM-dd in the viewer's time zone (the spec's created-date format). */
export function isoDate(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface ClassListProps {
  classes: ClassView[];
  onOpen: (one: ClassView) => void;
  onRemove: (one: ClassView) => void;
}

function StudentsCell({ one, onOpen }: { one: ClassView; onOpen: ClassListProps['onOpen'] }) {
  const { t } = useTranslation();
  if (one.students.length === 0) {
    return (
      <Button variant="light" size="xs" leftSection={<IconUsersPlus size={16} />} onClick={() => onOpen(one)}>
        {t('classes.assignStudents')}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The spec: four avatars at most in a teacher's list, then "+N". */}
      <AvatarStack
        people={one.students.slice(0, 4).map((student) => ({
          id: student.studentId,
          displayName: student.displayName,
          avatarUrl: student.avatarUrl,
        }))}
        total={one.students.length}
      />
      <Text size="sm" c="dimmed">
        {t('classes.studentCount', { count: one.students.length })}
      </Text>
    </Group>
  );
}

function RemoveClass({ one, onRemove }: { one: ClassView; onRemove: ClassListProps['onRemove'] }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      onClick={() => onRemove(one)}
      aria-label={t('classes.removeClass', { name: one.name })}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
}

function SortHeader({
  label,
  active,
  descending,
  onClick,
}: {
  label: string;
  active: boolean;
  descending: boolean;
  onClick: () => void;
}) {
  const Icon = descending ? IconChevronDown : IconChevronUp;
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {label}
        {active && <Icon size={14} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}

interface ClassTableProps extends ClassListProps {
  sort: ClassSort;
  onSort: (key: SortKey) => void;
  addButton: ReactNode;
}

/** The classes as a table sorted by name or creation date; a row opens its class. */
export function ClassTable({ classes, sort, onSort, onOpen, onRemove, addButton }: ClassTableProps) {
  const { t } = useTranslation();
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none');
  return (
    <Card padding={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort={ariaSort('name')}>
              <SortHeader
                label={t('classes.columns.name')}
                active={sort.key === 'name'}
                descending={sort.descending}
                onClick={() => onSort('name')}
              />
            </Table.Th>
            <Table.Th>{t('classes.columns.students')}</Table.Th>
            <Table.Th>{t('classes.columns.joinCode')}</Table.Th>
            <Table.Th aria-sort={ariaSort('createdAt')}>
              <SortHeader
                label={t('classes.columns.created')}
                active={sort.key === 'createdAt'}
                descending={sort.descending}
                onClick={() => onSort('createdAt')}
              />
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('classes.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Stack align="center" gap={4} py="md">
                  <Text fw={600}>{t('classes.empty')}</Text>
                  <Text c="dimmed" size="sm" ta="center">
                    {t('classes.emptyHint')}
                  </Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          )}
          {classes.map((one) => (
            <ClassRow key={one.id} one={one} onOpen={onOpen} onRemove={onRemove} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={5}>{addButton}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}

/** One class: its name (and whose school), students, creation date and delete button. */
function ClassRow({ one, onOpen, onRemove }: Omit<ClassListProps, 'classes'> & { one: ClassView }) {
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        // The buttons in the row do their own thing.
        if (event.target instanceof HTMLElement && event.target.closest('a, button')) return;
        onOpen(one);
      }}
    >
      <Table.Td>
        <UnstyledButton onClick={() => onOpen(one)} fw={600} fz="sm">
          {one.name}
        </UnstyledButton>
        {one.schoolId && one.schoolId !== one.teacherId && <SchoolLine one={one} />}
      </Table.Td>
      <Table.Td>
        <StudentsCell one={one} onOpen={onOpen} />
      </Table.Td>
      <Table.Td>
        <JoinCode one={one} />
      </Table.Td>
      <Table.Td>{isoDate(one.createdAt)}</Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <RemoveClass one={one} onRemove={onRemove} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function SchoolLine({ one }: { one: ClassView }) {
  const { data: me } = useMe();
  const { t } = useTranslation();
  // A school sees which teacher made the class; a teacher sees that it is a school's class.
  return (
    <Group gap={4} c="dimmed" wrap="nowrap">
      <IconSchool size={14} aria-hidden />
      <Text size="xs">{me?.isSchool ? t('classes.byTeacher', { name: one.teacherName }) : t('classes.forSchool')}</Text>
    </Group>
  );
}

/** The classes as cards (phones). */
export function ClassCards({ classes, onOpen, onRemove }: ClassListProps) {
  const { t } = useTranslation();
  if (classes.length === 0) {
    return (
      <Card>
        <Stack align="center" gap={4} py="lg">
          <Title order={2} fz="md">
            {t('classes.empty')}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {t('classes.emptyHint')}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {classes.map((one) => (
        <Card key={one.id} padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <UnstyledButton onClick={() => onOpen(one)} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} truncate>
                {one.name}
              </Text>
              <Text size="xs" c="dimmed">
                {isoDate(one.createdAt)}
              </Text>
            </UnstyledButton>
            <RemoveClass one={one} onRemove={onRemove} />
          </Group>
          <Group mt="xs">
            <StudentsCell one={one} onOpen={onOpen} />
          </Group>
          <Group mt="xs" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('classes.columns.joinCode')}
            </Text>
            <JoinCode one={one} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
