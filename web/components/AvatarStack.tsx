import '@mantine/core/styles/Avatar.css';
import { Avatar, Tooltip } from '@mantine/core';

export interface StackedPerson {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

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

/** Overlapping avatars of the people shown, each named on hover, and "+N" for the `total` beyond them. */
export function AvatarStack({ people, total }: { people: StackedPerson[]; total: number }) {
  const rest = total - people.length;
  return (
    <Avatar.Group spacing="sm">
      {people.map((person) => (
        <Tooltip key={person.id} label={person.displayName} withArrow>
          <Avatar
            src={person.avatarUrl}
            alt={person.displayName}
            radius="xl"
            size="md"
            color="initials"
            name={person.displayName}
          >
            {initials(person.displayName)}
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
