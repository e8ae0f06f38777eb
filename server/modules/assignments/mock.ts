// A full mock paper set as an assignment (issue 28 item 8; docs/product-rules.md, "Mock papers"): drawn through the
// paper core as a student's mock is, kept in section order while the teacher edits it, read by section on results.
import type { Insertable } from 'kysely';
import type { AssignmentMock } from '../../../common/assignments';
import { type AssignmentMockPaper, mockSectionRanges, type StoredMockPaper } from '../../../common/mock-papers';
import type { UserContext } from '../../context';
import type { AssignmentQuestionTable } from '../../db/tables/assignments';
import { AppError } from '../../errors';
import { listVisibleChapterIds } from '../catalog/service';
import { checkChapters, drawMockPaper, getMockPaper } from '../papers/service';
import { toAssignmentCopy } from './shared';

/**
 * Draws the mock paper `mockPaperId` of the subject for a new assignment: its sections to the blueprint from the
 * chosen chapters (the whole syllabus when none), each copy naming its section; the paper's own time. Throws
 * mock_paper_not_found (another subject's paper too), invalid_chapters, not_enough_questions. Writes nothing.
 */
export async function drawMockAssignment(
  ctx: UserContext,
  request: { mockPaperId?: string; subjectId: string; chapterIds: string[]; locale: 'en' | 'zh' },
  assignmentId: string,
) {
  const blueprint = getMockPaper(request.mockPaperId ?? '');
  if (blueprint.subject !== request.subjectId) throw new AppError('mock_paper_not_found', 404);
  const requested =
    request.chapterIds.length > 0 ? request.chapterIds : await listVisibleChapterIds(ctx, request.subjectId);
  const chapters = await checkChapters(ctx, request.subjectId, requested);
  const { questions, stored } = await drawMockPaper(
    ctx,
    { blueprint, chapterIds: chapters.map((c) => c.id), seen: new Set(), locale: request.locale },
    assignmentId,
  );
  const copies = questions.map((q, index) => ({
    ...toAssignmentCopy(q, assignmentId, index + 1),
    mockSection: stored.sections.find((s) => index + 1 >= s.from && index + 1 <= s.to)?.id ?? null,
  }));
  const paper: AssignmentMockPaper = {
    mockPaperId: stored.mockPaperId,
    title: stored.title,
    sections: blueprint.sections.map(({ id, title, format, types }) => ({ id, title, format, types: [...types] })),
  };
  return { chapters, copies, paper, timeLimit: blueprint.durationMinutes };
}

/** The mock paper an assignment follows, or null for any other paper. */
export function mockPaperOf(assignment: { mockPaper: string | null }): AssignmentMockPaper | null {
  return assignment.mockPaper ? (JSON.parse(assignment.mockPaper) as AssignmentMockPaper) : null;
}

/**
 * The paper's questions in section order, keeping the teacher's order within each section: a question moved into
 * another section's place goes back to its own, so a section's questions always stand together. A question of no
 * section (none on a mock) goes last. Any other paper keeps its order.
 */
export function inSectionOrder<Q extends { mockSection: string | null }>(
  paper: AssignmentMockPaper | null,
  questions: Q[],
): Q[] {
  if (!paper) return questions;
  const rank = (q: Q) => {
    const index = paper.sections.findIndex((s) => s.id === q.mockSection);
    return index === -1 ? paper.sections.length : index;
  };
  return questions
    .map((q, index) => ({ q, index }))
    .sort((a, b) => rank(a.q) - rank(b.q) || a.index - b.index)
    .map(({ q }) => q);
}

/**
 * The section of a question added to a mock paper: the replaced question's, else the last section that takes its
 * type, else the last of its format (MC or written), else the last section.
 */
export function sectionOfNewQuestion(
  paper: AssignmentMockPaper | null,
  type: string,
  replaced?: { mockSection: string | null },
): string | null {
  if (!paper) return null;
  if (replaced?.mockSection) return replaced.mockSection;
  const format = type === 'mc' ? 'mc' : 'written';
  const section =
    paper.sections.findLast((s) => s.types.includes(type)) ??
    paper.sections.findLast((s) => s.format === format) ??
    paper.sections.at(-1);
  return section?.id ?? null;
}

/** The teacher's view of a mock's sections: question numbers and marks of the paper as it stands. */
export function assignmentMockOf(
  paper: AssignmentMockPaper | null,
  questions: Array<Pick<Insertable<AssignmentQuestionTable>, 'mockSection' | 'totalScore'>>,
): AssignmentMock | null {
  if (!paper) return null;
  const sections = mockSectionRanges(
    paper,
    questions.map((q) => ({ mockSection: q.mockSection ?? null, totalScore: q.totalScore })),
  );
  return { mockPaperId: paper.mockPaperId, title: paper.title, sections };
}

/** What a student's practice of a mock assignment keeps (practices.mockPaper), so their result reads by section. */
export function storedMockOf(
  paper: AssignmentMockPaper | null,
  questions: Array<Pick<Insertable<AssignmentQuestionTable>, 'mockSection' | 'totalScore'>>,
): StoredMockPaper | null {
  const mock = assignmentMockOf(paper, questions);
  if (!mock) return null;
  return { ...mock, sections: mock.sections.map(({ totalScore: _, ...section }) => section) };
}
