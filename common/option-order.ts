import { type OptionKey, optionKeys } from './catalog';

/**
 * A shuffled MC copy (issue 11, beyond the spec): `order` names, for each place A to D the student sees, the original
 * option shown there ("cadb": original C shows as A). The copy stores its options and right answer in the shown order,
 * so marking and review need nothing; anything counting answers by the original letters (bank statistics, the
 * assignment's option counts) maps them back with toOriginalOption.
 */
export type OptionOrder = string;

/** A random order of the four options (Fisher-Yates); `random` returns [0, 1). */
export function shuffledOptionOrder(random: () => number = Math.random): OptionOrder {
  const keys: OptionKey[] = [...optionKeys];
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  return keys.join('');
}

/** Whether a stored value is a whole order of the four options. */
export function isOptionOrder(value: string | null | undefined): value is OptionOrder {
  return typeof value === 'string' && value.length === 4 && [...optionKeys].every((key) => value.includes(key));
}

interface OptionTexts {
  optionA: string | null;
  optionB: string | null;
  optionC: string | null;
  optionD: string | null;
  correctAns: string | null;
}

/** The copy's options and right answer as shown in `order`. */
export function applyOptionOrder<Question extends OptionTexts>(question: Question, order: OptionOrder): Question {
  const original: Record<OptionKey, string | null> = {
    a: question.optionA,
    b: question.optionB,
    c: question.optionC,
    d: question.optionD,
  };
  const shownAt = (index: number) => original[order[index] as OptionKey];
  const correctPlace = order.indexOf(question.correctAns ?? '');
  return {
    ...question,
    optionA: shownAt(0),
    optionB: shownAt(1),
    optionC: shownAt(2),
    optionD: shownAt(3),
    correctAns: correctPlace >= 0 ? optionKeys[correctPlace]! : question.correctAns,
  };
}

/** The original letter of an answer given on a shuffled copy; unshuffled copies and blanks pass through. */
export function toOriginalOption(ans: string | null, order: string | null): string | null {
  if (ans === null || !isOptionOrder(order)) return ans;
  const place = optionKeys.indexOf(ans as OptionKey);
  return place >= 0 ? (order[place] ?? ans) : ans;
}

/** Where an original option shows on a shuffled copy (a corrected key placed on the copy); the inverse of the above. */
export function toShownOption(original: string | null, order: string | null): string | null {
  if (original === null || !isOptionOrder(order)) return original;
  const place = order.indexOf(original);
  return place >= 0 ? (optionKeys[place] ?? original) : original;
}
