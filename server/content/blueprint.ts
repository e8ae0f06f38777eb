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
  const report = (at: Array<string | number>, message: string) => problems.push({ file, line: lineOf(at), message });
  const name = `${blueprint.subject}-${blueprint.paper}`;
  if (path.basename(file) !== `${name}.yaml`) report(['paper'], `the file of blueprint ${name} is named ${name}.yaml`);
  if (!knownSubjects.has(blueprint.subject)) report(['subject'], `${name}: no subject ${blueprint.subject}`);
  const sum = blueprint.sections.reduce((marks, section) => marks + section.marks, 0);
  if (sum !== blueprint.totalMarks)
    report(['totalMarks'], `${name}: the sections add up to ${sum} marks, totalMarks is ${blueprint.totalMarks}`);
  const ids = new Set<string>();
  const parts: string[] = [];
  blueprint.sections.forEach((section, s) => {
    const at = ['sections', s];
    const where = `${name} section ${section.id}`;
    if (ids.has(section.id)) report([...at, 'id'], `${where}: duplicate section id`);
    ids.add(section.id);
    const range = section.marksPerQuestion;
    const questions = questionRange(section.questions);
    if (section.format === 'mc') {
      if (section.types.join() !== 'mc') report([...at, 'types'], `${where}: an mc section draws mc questions only`);
      if (range.min !== 1 || range.max !== 1)
        report([...at, 'marksPerQuestion'], `${where}: an mc question is worth 1 mark`);
      if (typeof section.questions !== 'number' || section.questions !== section.marks)
        report([...at, 'questions'], `${where}: an mc section has one question per mark (${section.marks})`);
    } else {
      if (section.types.includes('mc')) report([...at, 'types'], `${where}: a written section draws no mc questions`);
      if (questions && (questions.min * range.min > section.marks || questions.max * range.max < section.marks))
        report(
          [...at, 'questions'],
          `${where}: ${questions.min}-${questions.max} questions of ${range.min}-${range.max} marks cannot make ${section.marks} marks`,
        );
    }
    const category = subject?.category ?? 'hkdse';
    for (const type of section.types) {
      const fits = bankMarkRanges(type, category).some((bank) => range.min <= bank.max && range.max >= bank.min);
      if (!fits)
        report(
          [...at, 'marksPerQuestion'],
          `${where}: a ${type} question of the bank is never worth ${range.min}-${range.max} marks (${bankMarkRanges(
            type,
            category,
          )
            .map((bank) => `${bank.min}-${bank.max}`)
            .join(' or ')})`,
        );
    }
    let supply = '';
    if (subject) {
      if (!subject.sections.some((bankSection) => PART_SECTION[section.part].test(bankSection.id)))
        report([...at, 'part'], `${where}: ${subject.id} has no ${section.part} sections`);
      const count = countSupply(subject, section);
      const needed = questions?.max ?? Math.ceil(section.marks / range.min);
      supply = `, bank ${count}${count < needed ? ' !' : ''}`;
      if (count < needed)
        warnings.push({
          file,
          line: lineOf(at),
          message: `${where}: the bank holds ${count} ${section.types.join('/')} question(s) of ${range.min}-${range.max} marks in the ${section.part} part; a paper may need ${needed}`,
        });
    }
    const count = questions
      ? questions.min === questions.max
        ? `${questions.min}`
        : `${questions.min}-${questions.max}`
      : '';
    parts.push(
      `${section.id} ${section.marks} (${count ? `${count} × ` : ''}${section.types.join('/')} ${range.min === range.max ? range.min : `${range.min}-${range.max}`}${supply})`,
    );
  });
  const summary = `${name}: ${blueprint.durationMinutes} min, ${blueprint.totalMarks} marks = ${parts.join(' + ')}`;
  return { problems, warnings, summary };
}
