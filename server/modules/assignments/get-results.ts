import { type AssignmentResults, shouldMarkChecked } from '../../../common/assignments';
import { analyseItems } from '../../../common/item-analysis';
import type { UserContext } from '../../context';
import { assignmentMockOf, mockPaperOf } from './mock';
import { listAssignedStudents, listAssignmentQuestions, updateAssignment } from './queries';
import { summariseResults } from './results';
import { listAssignmentItemAnswers, listFinishedMarks, tallyFinishedAnswers } from './results-queries';
import { getOwnedAssignment } from './shared';
import { toQuestionType } from './views';

/**
 * The results page's figures. Opening them after the due date marks the assignment checked (section 4), which takes
 * it off the teacher's "to check" badge. Each question carries its item analysis from the final papers (facility,
 * discrimination, the top and bottom groups' choices, and whether to check it: docs/product-rules.md).
 */
export async function getAssignmentResults(
  ctx: UserContext,
  assignmentId: string,
  now = Date.now(),
): Promise<AssignmentResults> {
  const { db } = ctx;
  const assignment = await getOwnedAssignment(ctx, assignmentId);
  const dueDate = Number(assignment.dueDate);
  if (shouldMarkChecked({ published: assignment.published === 1, checked: assignment.checked === 1, dueDate }, now))
    await updateAssignment(db, assignmentId, { checked: 1, updatedAt: now });
  const mockPaper = mockPaperOf(assignment);
  const [paper, students, tallies, itemRows, marks] = await Promise.all([
    listAssignmentQuestions(db, assignmentId),
    listAssignedStudents(db, [assignmentId]),
    tallyFinishedAnswers(db, assignmentId),
    listAssignmentItemAnswers(db, assignmentId),
    mockPaper ? listFinishedMarks(db, assignmentId) : [],
  ]);
  const mock = assignmentMockOf(mockPaper, paper);
  return summariseResults(
    { id: assignmentId, dueDate },
    paper.map((q) => ({ chapterId: q.chapterId, type: toQuestionType(q.type), totalScore: q.totalScore })),
    students,
    tallies.map((t) => ({
      questionNo: Number(t.questionNo),
      option: t.option,
      answers: Number(t.answers),
      marked: Number(t.marked),
      score: Number(t.score ?? 0),
    })),
    analyseItems(itemRows, (row) => String(row.questionNo)),
    mock && {
      paper: mock,
      marks: marks.map((m) => ({ practiceId: m.practiceId, questionNo: Number(m.questionNo), score: m.score })),
    },
  );
}
