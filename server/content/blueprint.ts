import path from 'node:path';
import { SECTION_B_MARKS, STRUCTURED_MARKS } from './exam-fit';
import type { ContentProblem, LoadedBlueprint } from './read';
import type { BlueprintSection, ContentSubject } from './schema';

/**
 * The marks a bank question of each type can carry (content/README.md): an MC question is worth 1; a short question
 * 1-13; an HKDSE long question 5-8 (structured) or 10-13 (Section B), any other long question 1-13.
 */
export function bankMarkRanges(type: 'mc' | 'short' | 'long', category: string): Array<{ min: number; max: number }> {
  if (type === 'mc') return [{ min: 1, max: 1 }];
  if (type === 'long' && category === 'hkdse') return [STRUCTURED_MARKS, SECTION_B_MARKS];
  return [{ min: 1, max: 13 }];
}

const PART_SECTION = { compulsory: /-s\d+$/, elective: /-e\d+$/, all: /./ } as const;

/** The questions of a subject a blueprint section can draw: its types, in its part, with marks in its range. */
export function countSupply(subject: ContentSubject, section: BlueprintSection): number {
  let count = 0;
  for (const bankSection of subject.sections) {
    if (!PART_SECTION[section.part].test(bankSection.id)) continue;
    for (const chapter of bankSection.chapters)
      for (const question of chapter.questions) {
        const marks = question.type === 'mc' ? 1 : (question.totalScore ?? 2);
        if (
          section.types.includes(question.type) &&
          marks >= section.marksPerQuestion.min &&
          marks <= section.marksPerQuestion.max
        )
          count++;
      }
  }
  return count;
}

export interface BlueprintCheck {
  problems: ContentProblem[];
  /** sections the bank cannot fill yet: never fatal */
  warnings: ContentProblem[];
  /** one line for content:check: the paper, its time and marks, and each section with what the bank holds for it */
  summary: string;
}

const questionRange = (questions: BlueprintSection['questions']) =>
  questions === undefined ? undefined : typeof questions === 'number' ? { min: questions, max: questions } : questions;

/**
 * The rules of a blueprint a schema cannot say: its file is named `<subject>-<paper>.yaml`; its subject exists; its
 * sections' marks add up to the paper's total; an MC section has one 1-mark question per mark; a written section can
 * reach its marks with its number of questions; every marks range is one the bank's questions of those types can
 * carry, from a part (compulsory or elective sections) the subject has. How many questions the bank holds for each
 * section is printed, and too few is a warning. `subject` is undefined when its file was not part of this check.
 */
export function validateBlueprint(
  loaded: LoadedBlueprint,
  subject: ContentSubject | undefined,
  knownSubjects: Set<string>,
): BlueprintCheck {
  const { blueprint, file, lineOf } = loaded;
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const report: Report = (at, message) => problems.push({ file, line: lineOf(at), message });
  const name = `${blueprint.subject}-${blueprint.paper}`;
  if (path.basename(file) !== `${name}.yaml`) report(['paper'], `the file of blueprint ${name} is named ${name}.yaml`);
  if (!knownSubjects.has(blueprint.subject)) report(['subject'], `${name}: no subject ${blueprint.subject}`);
  const sum = blueprint.sections.reduce((marks, section) => marks + section.marks, 0);
  if (sum !== blueprint.totalMarks)
    report(['totalMarks'], `${name}: the sections add up to ${sum} marks, totalMarks is ${blueprint.totalMarks}`);
  const ids = new Set<string>();
  const parts = blueprint.sections.map((section, s) => {
    const at = ['sections', s];
    const where = `${name} section ${section.id}`;
    if (ids.has(section.id)) report([...at, 'id'], `${where}: duplicate section id`);
    ids.add(section.id);
    checkSectionShape(section, subject?.category ?? 'hkdse', where, (field, message) =>
      report([...at, field], message),
    );
    const supply = subject
      ? checkSupply(section, subject, where, (field, message) => report([...at, field], message))
      : null;
    if (supply && supply.count < supply.needed)
      warnings.push({
        file,
        line: lineOf(at),
        message: `${where}: the bank holds ${supply.count} ${section.types.join('/')} question(s) of ${section.marksPerQuestion.min}-${section.marksPerQuestion.max} marks in the ${section.part} part; a paper may need ${supply.needed}`,
      });
    return describeSection(section, supply);
  });
  const summary = `${name}: ${blueprint.durationMinutes} min, ${blueprint.totalMarks} marks = ${parts.join(' + ')}`;
  return { problems, warnings, summary };
}

type Report = (at: Array<string | number>, message: string) => void;
/** A finding about one field of a section. */
type ReportField = (field: string, message: string) => void;

/** An mc section's one 1-mark question per mark, a written section's reachable marks, and marks the bank can carry. */
function checkSectionShape(section: BlueprintSection, category: string, where: string, report: ReportField) {
  const range = section.marksPerQuestion;
  const questions = questionRange(section.questions);
  if (section.format === 'mc') {
    if (section.types.join() !== 'mc') report('types', `${where}: an mc section draws mc questions only`);
    if (range.min !== 1 || range.max !== 1) report('marksPerQuestion', `${where}: an mc question is worth 1 mark`);
    if (typeof section.questions !== 'number' || section.questions !== section.marks)
      report('questions', `${where}: an mc section has one question per mark (${section.marks})`);
  } else {
    if (section.types.includes('mc')) report('types', `${where}: a written section draws no mc questions`);
    if (questions && (questions.min * range.min > section.marks || questions.max * range.max < section.marks))
      report(
        'questions',
        `${where}: ${questions.min}-${questions.max} questions of ${range.min}-${range.max} marks cannot make ${section.marks} marks`,
      );
  }
  for (const type of section.types) {
    const banks = bankMarkRanges(type, category);
    if (!banks.some((bank) => range.min <= bank.max && range.max >= bank.min))
      report(
        'marksPerQuestion',
        `${where}: a ${type} question of the bank is never worth ${range.min}-${range.max} marks (${banks
          .map((bank) => `${bank.min}-${bank.max}`)
          .join(' or ')})`,
      );
  }
}

/** The subject has the section's part; how many questions the bank holds for it, and how many a paper may need. */
function checkSupply(section: BlueprintSection, subject: ContentSubject, where: string, report: ReportField) {
  if (!subject.sections.some((bankSection) => PART_SECTION[section.part].test(bankSection.id)))
    report('part', `${where}: ${subject.id} has no ${section.part} sections`);
  const count = countSupply(subject, section);
  const needed = questionRange(section.questions)?.max ?? Math.ceil(section.marks / section.marksPerQuestion.min);
  return { count, needed };
}

/** The section in content:check's line: marks, questions × types and marks each, and the bank's supply. */
function describeSection(section: BlueprintSection, supply: { count: number; needed: number } | null): string {
  const range = section.marksPerQuestion;
  const questions = questionRange(section.questions);
  const count = questions
    ? questions.min === questions.max
      ? `${questions.min}`
      : `${questions.min}-${questions.max}`
    : '';
  const bank = supply ? `, bank ${supply.count}${supply.count < supply.needed ? ' !' : ''}` : '';
  return `${section.id} ${section.marks} (${count ? `${count} × ` : ''}${section.types.join('/')} ${range.min === range.max ? range.min : `${range.min}-${range.max}`}${bank})`;
}
