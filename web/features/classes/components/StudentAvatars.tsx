import '@mantine/core/styles/Avatar.css';
import { Avatar, Tooltip } from '@mantine/core';
import type { ClassStudentView } from '../../../../common/classes';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  // Chinese names read best as their first character; others as the first letters of two words.
  if (parts.length === 1)
    return Array.from(parts[0] ?? '')
      .slice(0, 2)
      .join('')
      .toUpperCase();
  return `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}`.toUpperCase();
}

/** At most `max` avatars and a "+N" for the rest (the spec: 4 in a teacher's list). */
export function StudentAvatars({ students, max = 4 }: { students: ClassStudentView[]; max?: number }) {
  const shown = students.slice(0, max);
  const rest = students.length - shown.length;
  return (
    <Avatar.Group spacing="sm">
      {shown.map((student) => (
        <Tooltip key={student.studentId} label={student.displayName} withArrow>
          <Avatar
            src={student.avatarUrl}
            alt={student.displayName}
            radius="xl"
            size="md"
            color="initials"
            name={student.displayName}
          >
            {initials(student.displayName)}
          </Avatar>
        </Tooltip>
      ))}
      {rest > 0 && (
        <Avatar radius="xl" size="md">
          +{rest}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
