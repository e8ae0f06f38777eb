import type { Blueprint, BlueprintSection } from '../../content/schema';
import { AppError } from '../../errors';

/** A bank question a mock paper may draw: its marks and the bank section (compulsory `-s<n>`, elective `-e<n>`). */
export interface MockCandidate {
  id: string;
  type: string;
  level: number;
  totalScore: number;
  sectionId: string;
}

export interface DrawnSection {
  section: BlueprintSection;
  /** bank question ids in paper order: easier first */
  questionIds: string[];
  marks: number;
}

const PART = { compulsory: /-s\d+$/, elective: /-e\d+$/, all: /./ } as const;
/** How many orders a written section tries before it settles for its nearest total. */
const ATTEMPTS = 200;

/**
 * Draws each section of a mock paper from the bank (docs/product-rules.md, "Mock papers"): an MC section takes its
 * number of 1-mark questions; a written section takes questions of its types, each within its marks range, until
 * they add up to the section's marks with a count in its range. Questions the student has not seen recently come
 * first, at random; a question is drawn once. Throws not_enough_questions when a section cannot be filled: an MC
 * section short of questions, or a written one that cannot reach nine tenths of its marks.
 */
export function drawMockSections(
  blueprint: Pick<Blueprint, 'sections'>,
  candidates: MockCandidate[],
  seen: Set<string>,
  random: () => number = Math.random,
): DrawnSection[] {
  const taken = new Set<string>();
  return blueprint.sections.map((section) => {
    const eligible = shuffleUnseenFirst(
      candidates.filter((q) => !taken.has(q.id) && fits(section, q)),
      seen,
      random,
    );
    const chosen = section.format === 'mc' ? drawMc(section, eligible) : drawWritten(section, eligible, seen, random);
    for (const q of chosen) taken.add(q.id);
    chosen.sort((a, b) => a.level - b.level);
    return { section, questionIds: chosen.map((q) => q.id), marks: chosen.reduce((sum, q) => sum + marksOf(q), 0) };
  });
}

const marksOf = (q: MockCandidate) => (q.type === 'mc' ? 1 : q.totalScore);

function fits(section: BlueprintSection, q: MockCandidate): boolean {
  const marks = marksOf(q);
  return (
    (section.types as readonly string[]).includes(q.type) &&
    PART[section.part].test(q.sectionId) &&
    marks >= section.marksPerQuestion.min &&
    marks <= section.marksPerQuestion.max
  );
}

function countRange(section: BlueprintSection): { min: number; max: number } {
  if (section.questions === undefined) return { min: 1, max: section.marks };
  return typeof section.questions === 'number' ? { min: section.questions, max: section.questions } : section.questions;
}

function drawMc(section: BlueprintSection, eligible: MockCandidate[]): MockCandidate[] {
  const wanted = countRange(section).min;
  if (eligible.length < wanted)
    throw new AppError('not_enough_questions', 422, { type: 'mc', available: eligible.length, requested: wanted });
  return eligible.slice(0, wanted);
}

/**
 * Fills a written section to its marks: a greedy pass over a shuffled order, then one swap to close a small gap; the
 * first order that lands on the marks exactly wins, else the nearest after every attempt.
 */
function drawWritten(
  section: BlueprintSection,
  eligible: MockCandidate[],
  seen: Set<string>,
  random: () => number,
): MockCandidate[] {
  const range = countRange(section);
  let best: MockCandidate[] = [];
  let bestTotal = 0;
  let order = eligible;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const chosen = fillGreedily(order, section.marks, range.max);
    const total = chosen.reduce((sum, q) => sum + marksOf(q), 0);
    if (chosen.length >= range.min && total > bestTotal) {
      best = chosen;
      bestTotal = total;
    }
    if (bestTotal === section.marks) break;
    order = shuffleUnseenFirst(eligible, seen, random);
  }
  if (best.length < range.min || bestTotal < section.marks * 0.9)
    throw new AppError('not_enough_questions', 422, {
      type: 'any',
      available: eligible.length,
      requested: range.min,
    });
  return best;
}

function fillGreedily(order: MockCandidate[], target: number, maxCount: number): MockCandidate[] {
  const chosen: MockCandidate[] = [];
  let total = 0;
  for (const q of order) {
    if (chosen.length === maxCount) break;
    if (total + marksOf(q) <= target) {
      chosen.push(q);
      total += marksOf(q);
    }
  }
  const gap = target - total;
  if (gap > 0) {
    // One swap: a chosen question for an unchosen one worth exactly `gap` more.
    const inPaper = new Set(chosen.map((q) => q.id));
    for (let i = 0; i < chosen.length; i++) {
      const swap = order.find((q) => !inPaper.has(q.id) && marksOf(q) === marksOf(chosen[i]!) + gap);
      if (swap) {
        chosen[i] = swap;
        break;
      }
    }
  }
  return chosen;
}

/** A random order with the questions the student has not seen recently ahead of those they have. */
function shuffleUnseenFirst(questions: MockCandidate[], seen: Set<string>, random: () => number): MockCandidate[] {
  return questions
    .map((q) => ({ q, rank: seen.has(q.id) ? 1 : 0, tiebreak: random() }))
    .sort((a, b) => a.rank - b.rank || a.tiebreak - b.tiebreak)
    .map((item) => item.q);
}
