import type { OptionKey } from '../../../common/catalog';
import { gradeOf } from '../../../common/grades';
import { mockSectionScore, type PracticeMock, type StoredMockPaper } from '../../../common/mock-papers';
import type { PracticeQuestionView, PracticeView } from '../../../common/practice';
import type { PracticeQuestionRow } from '../../db/tables/papers';
import { renderPlainText, renderRichText } from '../../render/rich-text';
import { paperShapeOf, renderCopyOptions } from '../papers/service';
import type { PracticeRecord } from './queries';

export interface ViewContext {
  student: { id: string; displayName: string };
  subject: { id: string; titleEn: string; titleZh: string };
  chapters: Array<{ id: string; chapterNo: string; titleEn: string; titleZh: string }>;
  bookmarked: Set<number>;
  now: number;
  regrades: PracticeView['regrades'];
}

/**
 * A practice as its owner (or their teacher) sees it. Until it is finished, correct answers, solutions and scores stay on the server:
 * the browser of a student mid-paper never holds them.
 */
export function toPracticeView(
  practice: PracticeRecord,
  questions: PracticeQuestionRow[],
  context: ViewContext,
): PracticeView {
  const finished = practice.finishedAt !== null;
  const assetBase = `/content-assets/${practice.subjectId}/`;
  return {
    id: practice.id,
    student: context.student,
    subject: { id: context.subject.id, title: { en: context.subject.titleEn, zh: context.subject.titleZh } },
    chapters: context.chapters.map((c) => ({
      id: c.id,
      chapterNo: c.chapterNo,
      title: { en: c.titleEn, zh: c.titleZh },
    })),
    locale: practice.locale === 'zh' ? 'zh' : 'en',
    ...paperShapeOf(practice),
    startedAt: practice.startedAt,
    deadlineAt: practice.deadlineAt,
    finishedAt: practice.finishedAt,
    serverNow: context.now,
    score: finished ? practice.score : null,
    totalScore: practice.totalScore,
    pendingMarking: finished ? practice.pendingMarking : 0,
    pendingMarks: finished
      ? questions.reduce((sum, q) => (q.type !== 'mc' && q.score === null ? sum + q.totalScore : sum), 0)
      : 0,
    grade: gradeOf(practice),
    remark: practice.remark,
    assignmentId: practice.assignmentId,
    notice:
      practice.notice === 'levels_widened' || practice.notice === 'ai_incomplete' || practice.notice === 'ai_failed'
        ? practice.notice
        : null,
    isAiWritten: practice.source === 'ai',
    mock: mockOf(practice, questions),
    createdAt: practice.createdAt,
    regrades: finished ? context.regrades : [],
    questions: questions.map((q) =>
      toQuestionView(q, { finished, assetBase, bookmarked: context.bookmarked.has(q.questionNo) }),
    ),
  };
}

/**
 * A mock's sections with their scores: a section is scored once the paper is finished and every answer in it has its
 * mark, so a student never reads a section total that will still change.
 */
function mockOf(practice: PracticeRecord, questions: PracticeQuestionRow[]): PracticeMock | null {
  if (!practice.mockPaper) return null;
  const stored = JSON.parse(practice.mockPaper) as StoredMockPaper;
  const finished = practice.finishedAt !== null;
  return {
    mockPaperId: stored.mockPaperId,
    title: stored.title,
    sections: stored.sections.map((section) => ({
      ...section,
      totalScore: questions
        .filter((q) => q.questionNo >= section.from && q.questionNo <= section.to)
        .reduce((sum, q) => sum + q.totalScore, 0),
      score: mockSectionScore(section, questions, finished),
    })),
  };
}

function toQuestionView(
  q: PracticeQuestionRow,
  options: { finished: boolean; assetBase: string; bookmarked: boolean },
): PracticeQuestionView {
  const render = (text: string) => renderRichText(text, { assetBase: options.assetBase });
  const isMc = q.type === 'mc';
  return {
    id: q.id,
    questionNo: q.questionNo,
    chapterId: q.chapterId,
    type: q.type === 'short' || q.type === 'long' ? q.type : 'mc',
    level: q.level,
    totalScore: q.totalScore,
    questionHtml: render(q.question),
    options: renderCopyOptions(q, isMc, render),
    ans: q.ans,
    seq: q.ansSeq,
    savedAt: q.ansSavedAt,
    correctAns: options.finished && q.correctAns ? (q.correctAns as OptionKey) : null,
    solutionHtml: options.finished ? render(q.solution) : null,
    ansHtml: options.finished && !isMc && q.ans ? renderPlainText(q.ans) : null,
    score: options.finished ? q.score : null,
    comment: options.finished ? q.comment : null,
    markedBy: options.finished ? toMarkedBy(q.markedBy) : null,
    disputeScore: options.finished ? q.disputeScore : null,
    markVersion: Number(q.markVersion),
    bookmarked: options.bookmarked,
    editedAt: q.editedAt === null ? null : Number(q.editedAt),
    sourceQuestionId: q.questionId,
    questionVersion: Number(q.questionVersion),
    regradePending: options.finished && Number(q.regradePending) === 1,
  };
}

function toMarkedBy(value: string | null): PracticeQuestionView['markedBy'] {
  return value === 'auto' || value === 'self' || value === 'teacher' || value === 'ai' ? value : null;
}
