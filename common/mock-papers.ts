import { z } from 'zod';
import { Localized } from './localized';
import { PRACTICE_LIMITS } from './practice-rules';
import { languages } from './profile';

/**
 * A full-length mock of one HKDSE paper (issue 28, docs/product-rules.md "Mock papers"): its sections, marks and
 * time come from a blueprint in content/blueprints; the questions are drawn from the bank section by section.
 */

/** GET /api/mock-papers?subjectId= */
export const MockPapersQuery = z.object({ subjectId: z.string().min(1, 'invalid_subject').max(64) });

export const MockPaperSection = z.object({
  id: z.string(),
  title: Localized,
  /** mc: one letter per question; written: short and long answers */
  format: z.enum(['mc', 'written']),
  marks: z.number(),
  /** how many questions the section asks: exact or a range */
  questions: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type MockPaperSection = z.infer<typeof MockPaperSection>;

/** A paper a mock can follow, as the practice form lists it. */
export const MockPaperSummary = z.object({
  /** `<subject>-<paper>`, the blueprint's file name */
  id: z.string(),
  subjectId: z.string(),
  title: Localized,
  durationMinutes: z.number(),
  totalMarks: z.number(),
  sections: z.array(MockPaperSection),
  /** the HKEAA document the blueprint follows */
  source: z.string(),
});
export type MockPaperSummary = z.infer<typeof MockPaperSummary>;
export const MockPaperList = z.array(MockPaperSummary);

/** POST /api/practices/mock */
export const CreateMockPracticeBody = z.object({
  mockPaperId: z.string().min(1, 'mock_paper_not_found').max(64),
  /** the chapters to draw from; omitted or empty: the whole syllabus of the paper's sections */
  chapterIds: z.array(z.string().min(1).max(64)).max(PRACTICE_LIMITS.chapters.max, 'invalid_chapters').default([]),
  locale: z.enum(languages, { error: 'invalid_locale' }),
});
export type CreateMockPracticeBody = z.infer<typeof CreateMockPracticeBody>;

/** One section of a mock practice, with its questions' numbers and, once every answer has its mark, its score. */
export const MockSectionResult = z.object({
  id: z.string(),
  title: Localized,
  format: z.enum(['mc', 'written']),
  /** question numbers `from`-`to` in the paper */
  from: z.number(),
  to: z.number(),
  totalScore: z.number(),
  /** null until the paper is finished and every answer of the section has its mark */
  score: z.number().nullable(),
});
export type MockSectionResult = z.infer<typeof MockSectionResult>;

/** PracticeView.mock: which paper a mock follows and its sections. */
export const PracticeMock = z.object({
  mockPaperId: z.string(),
  title: Localized,
  sections: z.array(MockSectionResult),
});
export type PracticeMock = z.infer<typeof PracticeMock>;

/** What a mock practice stores of its paper (practices.mockPaper, JSON): the view without the scores. */
export interface StoredMockPaper {
  mockPaperId: string;
  title: { en: string; zh: string };
  sections: Array<Omit<MockSectionResult, 'score' | 'totalScore'>>;
}

/**
 * What a mock assignment keeps of its paper (assignments.mockPaper, JSON): the blueprint's sections in order; each
 * question copy names its section (assignmentQuestions.mockSection), so the paper's numbers are worked out from its
 * questions as they stand.
 */
export interface AssignmentMockPaper {
  mockPaperId: string;
  title: { en: string; zh: string };
  /** `types`: the question types the section takes (a question added on confirm joins a section that takes it) */
  sections: Array<Pick<MockSectionResult, 'id' | 'title' | 'format'> & { types: string[] }>;
}

/**
 * The sections of a paper held in section order: each section's question numbers `from`-`to` and its marks, from the
 * section each question belongs to (questions in paper order). A section left with no question is left out.
 */
export function mockSectionRanges(
  paper: Pick<AssignmentMockPaper, 'sections'>,
  questions: Array<{ mockSection: string | null; totalScore: number }>,
): Array<Omit<MockSectionResult, 'score'>> {
  return paper.sections.flatMap(({ id, title, format }) => {
    const section = { id, title, format };
    const numbers = questions.flatMap((q, index) => (q.mockSection === section.id ? [index + 1] : []));
    if (numbers.length === 0) return [];
    const totalScore = questions.reduce((sum, q) => sum + (q.mockSection === section.id ? q.totalScore : 0), 0);
    return [{ ...section, from: numbers[0]!, to: numbers.at(-1)!, totalScore }];
  });
}

/**
 * A section's score on one paper: null until the paper is finished and every answer in the section has its mark, so
 * nobody reads a section total that will still change.
 */
export function mockSectionScore(
  section: Pick<MockSectionResult, 'from' | 'to'>,
  questions: Array<{ questionNo: number; score: number | null }>,
  finished: boolean,
): number | null {
  const inSection = questions.filter((q) => q.questionNo >= section.from && q.questionNo <= section.to);
  if (!finished || inSection.some((q) => q.score === null)) return null;
  return inSection.reduce((sum, q) => sum + (q.score ?? 0), 0);
}
