import { Anchor, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconHistory } from '@tabler/icons-react';
import type { StudentLinkView } from '../../../../common/links';
import { RemoveLinkButton } from '../../../components/links/LinkButtons';
import { formatInvitedDate, LinkStatusBadge } from '../../../components/links/LinkStatus';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { ExtraTimeSelect } from './ExtraTimeSelect';
import '@mantine/core/styles/Anchor.css';

// Only an accepted link lets the teacher follow the student; a pending row leads nowhere.

/** A row opens the student's statistics (spec), from the school the student was linked for when there is one. */
export const statisticsPath = (student: StudentLinkView) =>
  `/app/statistics/${encodeURIComponent(student.studentId)}${
    student.schoolId ? `?school=${encodeURIComponent(student.schoolId)}` : ''
  }`;

const historyPath = (student: StudentLinkView) =>
  `/app/practice-history?student=${encodeURIComponent(student.studentId)}`;

/** The school's teacher column: which of its teachers linked the student for it. */
const teacherNames = (student: StudentLinkView) =>
  (student.schoolTeachers ?? []).map((teacher) => teacher.displayName).join(', ');

export interface StudentListProps {
  students: StudentLinkView[];
  onRemove: (student: StudentLinkView) => void;
}

/** The student's practices, beside the statistics the row opens. */
function HistoryButton({ student }: { student: StudentLinkView }) {
  const { t } = useTranslation();
  if (!student.accepted) return null;
  return (
    <Button
      component={Link}
      to={historyPath(student)}
      variant="subtle"
      size="xs"
      leftSection={<IconHistory size={16} />}
      aria-label={t('links.students.historyOf', { name: student.displayName })}
    >
      {t('links.students.history')}
    </Button>
  );
}

function RemoveButton({ student, onRemove }: { student: StudentLinkView; onRemove: StudentListProps['onRemove'] }) {
  const { t } = useTranslation();
  return (
    <RemoveLinkButton
      label={t('links.students.remove')}
      ariaLabel={t('links.students.removeStudent', { name: student.displayName })}
      onClick={() => onRemove(student)}
    />
  );
}

/** The caller's assignments set for the student: pending, late (in red when any) and in all. */
function AssignmentCounts({ student }: { student: StudentLinkView }) {
  const { t } = useTranslation();
  const counts = student.assignments ?? { pending: 0, late: 0, total: 0 };
  const values = { ...counts, name: student.displayName };
  return (
    <Text
      size="sm"
      c={counts.late > 0 ? 'red.8' : undefined}
      aria-label={t('links.students.assignmentCountsOf', values)}
      data-testid="assignment-counts"
    >
      {t('links.students.assignmentCounts', values)}
    </Text>
  );
}

/** The student's name: for an accepted one, the link to their statistics. */
function StudentName({ student }: { student: StudentLinkView }) {
  const { t } = useTranslation();
  if (!student.accepted) {
    return (
      <Text size="sm" fw={600}>
        {student.displayName}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={statisticsPath(student)}
      size="sm"
      fw={600}
      aria-label={t('links.students.statisticsOf', { name: student.displayName })}
    >
      {student.displayName}
    </Anchor>
  );
}

interface StudentTableProps extends StudentListProps {
  showTeachers: boolean;
  /** a parent without classes turned on has no class or number to show (issue 26.6) */
  showClasses?: boolean;
}

/**
 * The desktop's table. The e-mail sits under the name and the invitation's date under its status, so the row's
 * buttons are on screen at 1280 px beside the 240 px menu (once the table ran 1,060 px wide there and scrolled its
 * History and Remove out of sight).
 */
export function StudentTable({ students, onRemove, showTeachers, showClasses = true }: StudentTableProps) {
  const { t } = useTranslation();
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={showTeachers ? 1000 : 820}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('links.students.columns.name')}</Table.Th>
              {showTeachers && <Table.Th>{t('links.students.columns.teacher')}</Table.Th>}
              {showClasses && <Table.Th>{t('links.students.columns.className')}</Table.Th>}
              {showClasses && <Table.Th>{t('links.students.columns.classNumber')}</Table.Th>}
              <Table.Th>{t('links.students.columns.assignments')}</Table.Th>
              <Table.Th>{t('links.students.columns.status')}</Table.Th>
              <Table.Th>{t('links.students.extraTime.label')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('links.students.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((student) => (
              <StudentRow
                key={student.studentId}
                student={student}
                onRemove={onRemove}
                showTeachers={showTeachers}
                showClasses={showClasses}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** One student's row of the desktop's table: opens their statistics once they have accepted. */
function StudentRow({
  student,
  onRemove,
  showTeachers,
  showClasses,
}: Omit<StudentTableProps, 'students' | 'showClasses'> & { student: StudentLinkView; showClasses: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  return (
    <Table.Tr
      data-testid="student-row"
      onClick={(event) => {
        // The buttons and the extra-time select sit in the row: they must not open the statistics.
        if (!student.accepted) return;
        if (event.target instanceof HTMLElement && event.target.closest('a, button, select')) return;
        navigate(statisticsPath(student));
      }}
      style={student.accepted ? { cursor: 'pointer' } : undefined}
    >
      <Table.Td>
        <StudentName student={student} />
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {student.email}
        </Text>
      </Table.Td>
      {showTeachers && <Table.Td>{teacherNames(student) || '-'}</Table.Td>}
      {showClasses && <Table.Td>{student.className || '-'}</Table.Td>}
      {showClasses && <Table.Td>{student.classNumber || '-'}</Table.Td>}
      <Table.Td>
        <AssignmentCounts student={student} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <LinkStatusBadge accepted={student.accepted} />
        <Text size="xs" c="dimmed" mt={4}>
          {t('links.invitedAt', { date: formatInvitedDate(student.createdAt, language) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <ExtraTimeSelect student={student} />
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end" wrap="nowrap" gap="xs">
          <HistoryButton student={student} />
          <RemoveButton student={student} onRemove={onRemove} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function StudentCards({ students, onRemove }: StudentListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="sm">
      {students.map((student) => {
        const classLine = [
          student.className && t('links.students.classLine', { className: student.className }),
          student.classNumber && t('links.students.classNumberLine', { classNumber: student.classNumber }),
        ]
          .filter(Boolean)
          .join(' · ');
        const teachers = teacherNames(student);
        const details = (
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {student.displayName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {student.email}
            </Text>
            {classLine && <Text size="sm">{classLine}</Text>}
            {teachers && <Text size="sm">{t('links.students.teacherLine', { names: teachers })}</Text>}
            <AssignmentCounts student={student} />
          </Stack>
        );
        return (
          <Card key={student.studentId} padding="sm" radius="md" data-testid="student-row">
            {student.accepted ? (
              <Anchor
                component={Link}
                to={statisticsPath(student)}
                underline="never"
                c="inherit"
                aria-label={t('links.students.statisticsOf', { name: student.displayName })}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  {details}
                  <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
                </Group>
              </Anchor>
            ) : (
              details
            )}
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Group gap="xs">
                <LinkStatusBadge accepted={student.accepted} />
                <Text size="xs" c="dimmed">
                  {t('links.invitedAt', { date: formatInvitedDate(student.createdAt, language) })}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <HistoryButton student={student} />
                <RemoveButton student={student} onRemove={onRemove} />
              </Group>
            </Group>
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm">{t('links.students.extraTime.label')}</Text>
              <ExtraTimeSelect student={student} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
