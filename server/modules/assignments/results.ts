import type { AssignmentMock, AssignmentResults } from '../../../common/assignments';
import { isLateSubmission } from '../../../common/assignments';
import { type OptionKey, optionKeys, type QuestionType } from '../../../common/catalog';
import { gradeOf } from '../../../common/grades';
import { type ItemFigures, itemFiguresOf } from '../../../common/item-analysis';
import { mockSectionScore } from '../../../common/mock-papers';
import type { AssignedStudentRow } from './queries';

export interface ResultQuestion {
  chapterId: string;
  type: QuestionType;
  totalScore: number;
}

/** Answers of the finished papers counted per question number and option (results-queries.ts tallyFinishedAnswers). */
export interface AnswerTally {
  questionNo: number;
  /** the original option (a to d) of an MC answer, anything else for a blank one; null for written answers */
  option: string | null;
  answers: number;
  /** how many of these answers are marked, and their score */
  marked: number;
  score: number;
}

/**
 * The figures of an assignment's results page from its students and their finished answers: per student their
 * score and lateness; per question its facility (score earned over score available, among finished papers with the
 * question marked) and, for MC, how many chose each option or left it blank; per chapter the same facility over its
 * questions. A student's practice numbers its questions as the paper did when they started (the paper no longer
 * changes once published), so questionNo n is the paper's question n. `items` holds each question's item analysis
 * (common/item-analysis.ts), keyed by its number.
 */
export function summariseResults(
  assignment: { id: string; dueDate: number },
  paper: ResultQuestion[],
  students: AssignedStudentRow[],
  tallies: AnswerTally[],
  items: Map<string, ItemFigures> = new Map(),
  /** a mock paper: its sections, and every mark of the finished papers, for each student's score by section */
  mock: { paper: AssignmentMock; marks: FinishedMark[] } | null = null,
): AssignmentResults {
  const marksOf = groupMarks(mock?.marks ?? []);
  const earned = paper.map(() => ({ score: 0, available: 0 }));
  const optionCounts = paper.map(() => ({ a: 0, b: 0, c: 0, d: 0, blank: 0 }) as Record<OptionKey | 'blank', number>);
  for (const tally of tallies) {
    const index = tally.questionNo - 1;
    const question = paper[index];
    if (!question) continue;
    if (question.type === 'mc') {
      const key = optionKeys.find((option) => option === tally.option) ?? 'blank';
      optionCounts[index]![key] += tally.answers;
    }
    earned[index]!.score += tally.score;
    earned[index]!.available += tally.marked * question.totalScore;
  }
  const facility = (part: { score: number; available: number }) =>
    part.available > 0 ? part.score / part.available : null;

  const chapters = new Map<string, { score: number; available: number; questionCount: number }>();
  paper.forEach((question, index) => {
    const chapter = chapters.get(question.chapterId) ?? { score: 0, available: 0, questionCount: 0 };
    chapter.score += earned[index]!.score;
    chapter.available += earned[index]!.available;
    chapter.questionCount += 1;
    chapters.set(question.chapterId, chapter);
  });

  return {
    assignment: {
      id: assignment.id,
      dueDate: assignment.dueDate,
      totalScore: paper.reduce((sum, q) => sum + q.totalScore, 0),
      noOfQuestions: paper.length,
    },
    students: students.map((row) => {
      const finishedAt = row.finishedAt === null ? null : Number(row.finishedAt);
      return {
        student: { id: row.studentId, displayName: row.displayName, avatarUrl: row.avatarUrl },
        practiceId: row.practiceId,
        startedAt: row.startedAt === null ? null : Number(row.startedAt),
        finishedAt,
        score: finishedAt === null ? null : row.score,
        pendingMarking: finishedAt === null ? 0 : Number(row.pendingMarking ?? 0),
        late: isLateSubmission(finishedAt, assignment.dueDate),
        sectionScores: (mock?.paper.sections ?? []).map((section) =>
          mockSectionScore(section, marksOf.get(row.practiceId ?? '') ?? [], finishedAt !== null),
        ),
        grade:
          row.practiceId === null
            ? null
            : gradeOf({
                finishedAt,
                pendingMarking: Number(row.pendingMarking ?? 0),
                grade: row.grade,
                gradeColor: row.gradeColor,
              }),
      };
    }),
    questions: paper.map((question, index) => ({
      questionNo: index + 1,
      chapterId: question.chapterId,
      type: question.type,
      totalScore: question.totalScore,
      facility: facility(earned[index]!),
      optionCounts: question.type === 'mc' ? optionCounts[index]! : null,
      ...itemFiguresOf(undefined),
      ...items.get(String(index + 1)),
    })),
    chapters: [...chapters].map(([chapterId, chapter]) => ({
      chapterId,
      facility: facility(chapter),
      questionCount: chapter.questionCount,
    })),
    mock: mock?.paper ?? null,
  };
}

/** A mark of a finished paper (results-queries.ts listFinishedMarks). */
export interface FinishedMark {
  practiceId: string;
  questionNo: number;
  score: number | null;
}

function groupMarks(marks: FinishedMark[]): Map<string, FinishedMark[]> {
  const byPaper = new Map<string, FinishedMark[]>();
  for (const mark of marks) byPaper.set(mark.practiceId, [...(byPaper.get(mark.practiceId) ?? []), mark]);
  return byPaper;
}
