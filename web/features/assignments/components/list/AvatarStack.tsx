import '@mantine/core/styles/Avatar.css';
import { Avatar, Tooltip } from '@mantine/core';
import type { AssignmentPerson } from '../../../../../common/assignments';

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

/** The first few assigned students (the server sends ASSIGNMENT_LIMITS.avatarStack) and "+N" for the rest. */
export function AvatarStack({ students, total }: { students: AssignmentPerson[]; total: number }) {
  const rest = total - students.length;
  return (
    <Avatar.Group spacing="sm">
      {students.map((student) => (
        <Tooltip key={student.id} label={student.displayName} withArrow>
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
