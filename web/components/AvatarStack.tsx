import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Tooltip } from '@mantine/core';

export interface StackedPerson {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;

/**
 * What an avatar without a picture shows. A Chinese name shows its first character (the family name): two characters
 * at 38 px were clipped at the circle's edge. Other names show the first letters of their first two words.
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(parts[0] ?? '')[0] ?? '';
  if (CJK.test(first)) return first;
  const second = parts.length > 1 ? (Array.from(parts[1] ?? '')[0] ?? '') : '';
  return `${first}${second}`.toUpperCase();
}

/** "+N" for the people beyond the stack, at most three characters so it stays inside its circle. */
export function moreLabel(rest: number): string {
  return rest > 99 ? '99+' : `+${rest}`;
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
        <Avatar radius="xl" size="md" aria-label={`+${rest}`}>
          {moreLabel(rest)}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
