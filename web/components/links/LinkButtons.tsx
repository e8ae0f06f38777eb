import { Button, Group } from '@mantine/core';
import type { InvitationAnswers } from '../../lib/useInvitationAnswers';

interface InvitationButtonsProps<Row> {
  row: Row;
  answers: InvitationAnswers<Row>;
  /** the buttons' words, and their names for a screen reader (whose invitation it is) */
  texts: { reject: string; rejectFrom: string; accept: string; acceptFrom: string };
  justify?: 'flex-end';
}

/** Reject or accept an invitation (a teacher's, a school's); each button waits for its own answer. */
export function InvitationButtons<Row>({ row, answers, texts, justify }: InvitationButtonsProps<Row>) {
  const isAccepting = answers.isAccepting(row);
  const isRejecting = answers.isRejecting(row);
  return (
    <Group justify={justify} gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        onClick={() => answers.reject(row)}
        loading={isRejecting}
        disabled={isAccepting}
        aria-label={texts.rejectFrom}
      >
        {texts.reject}
      </Button>
      <Button
        size="xs"
        onClick={() => answers.accept(row)}
        loading={isAccepting}
        disabled={isRejecting}
        aria-label={texts.acceptFrom}
      >
        {texts.accept}
      </Button>
    </Group>
  );
}

/** The quiet red button that asks before a link goes (a student, a teacher, a school you teach for). */
export function RemoveLinkButton({
  label,
  ariaLabel,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  onClick: () => void;
}) {
  return (
    <Button variant="subtle" color="red" size="xs" onClick={onClick} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
