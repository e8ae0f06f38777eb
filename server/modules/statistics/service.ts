import type { GradeBand } from '../../../common/catalog';
import type {
  ChapterStatistics,
  DayRange,
  StatisticsCards,
  StatisticsPoint,
  StatisticsQuery,
  StatisticsView,
} from '../../../common/statistics';
import { DAY_MS, defaultRange, hongKongDay, previousRange } from '../../../common/statistics-days';
import {
  type Distribution,
  EXPECTED_GRADE_MIN_PAPERS,
  expectedGrade,
  gradeLevel,
  MASTERY_RECENT_DAYS,
  masteryLevel,
  normalCdf,
  RANKING_MIN_STUDENTS,
  rankOnDistribution,
} from '../../../common/statistics-rules';
import type { AppContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { listAssignedSubjects } from '../assignments/service';
import { hasAcceptedLink } from '../links/service';
import { readExpectedLevel } from './level';
import {
  findStudentName,
  listPractisedSubjects,
  listStudentDays,
  listSubjectChapters,
  listSubjectDays,
  sumChapterDays,
} from './queries';
import { readSubjectDistribution } from './ranking';

type Day = Awaited<ReturnType<typeof listStudentDays>>[number];

/**
 * Whose statistics this user may read: a student their own; a teacher, school or parent a student who accepted
 * their link (a school also one who accepted a link its teacher made for it). Anyone else is told the student does not exist (student_not_found, 404).
 */
export async function readableStudent(ctx: UserContext, studentId: string | undefined) {
  const { db, user } = ctx;
  if (studentId === undefined || studentId === user.id) {
    if (user.role !== 'student') throw new AppError('student_not_found', 404);
    return { id: user.id, displayName: user.displayName };
  }
  if (user.role === 'student' || !(await hasAcceptedLink(db, user, studentId)))
    throw new AppError('student_not_found', 404);
  const student = await findStudentName(db, studentId);
  if (!student) throw new AppError('student_not_found', 404);
  return student;
}

/**
 * The statistics of one student in one subject over a range of Hong Kong days, with the previous period of the same
 * length for each card's change; read from the rollups (rollup.ts). Without a subject, the one practised last.
 */
export async function getStatistics(
  ctx: UserContext & Pick<AppContext, 'caches'>,
  studentId: string | undefined,
  query: StatisticsQuery,
  now = Date.now(),
): Promise<StatisticsView> {
  const { db } = ctx;
  const student = await readableStudent(ctx, studentId);
  // Practised subjects, the last practised first, then those only assigned (nothing to show there yet but the
  // assignments tab and the chapters).
  const [practised, assigned] = await Promise.all([
    listPractisedSubjects(db, student.id),
    listAssignedSubjects(ctx, student.id),
  ]);
  const subjects = [
    ...practised,
    ...assigned
      .filter((s) => !practised.some((p) => p.id === s.id))
      .map((s) => ({ ...s, lastDay: null, firstDay: null })),
  ];
  const fallback = defaultRange(now);
  const range: DayRange = {
    from: hongKongDay(query.from ?? fallback.from),
    to: hongKongDay(query.to ?? fallback.to),
  };
  const subject = query.subjectId ? subjects.find((s) => s.id === query.subjectId) : subjects[0];
  const base = {
    student: { id: student.id, displayName: student.displayName },
    subjects: subjects.map((s) => ({ id: s.id, titleEn: s.titleEn, titleZh: s.titleZh })),
    range,
  };
  if (!subject) {
    const empty = cardsOf([], [], { count: 0, sum: 0, sumOfSquares: 0 });
    return {
      ...base,
      subjectId: null,
      firstDay: null,
      cards: empty,
      previous: empty,
      evidence: { papers: 0, markedWritten: 0, minPapers: EXPECTED_GRADE_MIN_PAPERS },
      series: [],
      chapters: [],
      grades: [],
    };
  }
  const bands = (JSON.parse(subject.grades) as GradeBand[]).sort((a, b) => a.min - b.min);
  const before = previousRange(range);
  const recentFrom = Math.max(range.from, range.to - (MASTERY_RECENT_DAYS - 1) * DAY_MS);
  // One read of the student's days over both periods; the subject's spread per day for the series; every student's
  // average over each period for the ranking (the same for everyone viewing the range, so cached a short while).
  const [days, subjectDays, distribution, previousDistribution, chapterRows, recentRows, chapters, level] =
    await Promise.all([
      listStudentDays(db, student.id, subject.id, before.from, range.to),
      listSubjectDays(db, subject.id, range.from, range.to),
      readSubjectDistribution(ctx, subject.id, range),
      readSubjectDistribution(ctx, subject.id, before),
      sumChapterDays(db, student.id, subject.id, range.from, range.to),
      sumChapterDays(db, student.id, subject.id, recentFrom, range.to),
      listSubjectChapters(db, subject.id),
      readExpectedLevel(ctx, student.id, subject.id, range),
    ]);
  const inRange = days.filter((d) => d.day >= range.from);
  const inBefore = days.filter((d) => d.day < range.from);
  const cards = { ...cardsOf(inRange, bands, distribution), expectedLevel: level };
  return {
    ...base,
    subjectId: subject.id,
    firstDay: subject.firstDay === null ? null : Number(subject.firstDay),
    cards,
    previous: cardsOf(inBefore, bands, previousDistribution),
    evidence: {
      papers: cards.papers,
      markedWritten: sum(inRange, 'markedWritten'),
      minPapers: EXPECTED_GRADE_MIN_PAPERS,
    },
    series: seriesOf(inRange, subjectDays, bands),
    chapters: chaptersOf(chapters, chapterRows, recentRows),
    grades: bands,
  };
}

function sum(days: Day[], key: 'papers' | 'questions' | 'seconds' | 'score' | 'totalScore' | 'markedWritten') {
  return days.reduce((total, d) => total + Number(d[key]), 0);
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/** The cards over some days; the ranking places their average among every student's over the same range. */
function cardsOf(days: Day[], bands: GradeBand[], distribution: Distribution): StatisticsCards {
  const papers = sum(days, 'papers');
  const questions = sum(days, 'questions');
  const seconds = sum(days, 'seconds');
  const totalScore = sum(days, 'totalScore');
  const average = totalScore > 1e-9 ? sum(days, 'score') / totalScore : null;
  return {
    papers,
    questions,
    secondsPerQuestion: questions > 0 ? Math.round(seconds / questions) : null,
    averageScore: average === null ? null : percent(average),
    ranking: rankOnDistribution(average, distribution),
    expectedGrade: expectedGrade(average, bands, { papers, markedWritten: sum(days, 'markedWritten') }),
    // The level's odds are read for the range shown (readExpectedLevel), not for the previous period.
    expectedLevel: null,
  };
}

/**
 * A point per practised day: that day's figures; the ranking line is the day's average placed among everyone's that
 * day; the grade line is the expected grade so far in the range (shown once the evidence minimum is met).
 */
function seriesOf(
  days: Day[],
  subjectDays: Awaited<ReturnType<typeof listSubjectDays>>,
  bands: GradeBand[],
): StatisticsPoint[] {
  const spread = new Map(subjectDays.map((d) => [Number(d.day), d]));
  let papers = 0;
  let score = 0;
  let totalScore = 0;
  let markedWritten = 0;
  return days.map((d) => {
    papers += d.papers;
    score += d.score;
    totalScore += d.totalScore;
    markedWritten += d.markedWritten;
    const average = d.totalScore > 1e-9 ? d.score / d.totalScore : null;
    const dayDistribution = spread.get(Number(d.day));
    let rankingPercentile: number | null = null;
    if (average !== null && dayDistribution && dayDistribution.students >= RANKING_MIN_STUDENTS) {
      const mean = dayDistribution.sum / dayDistribution.students;
      const sd = Math.sqrt(Math.max(0, dayDistribution.sumOfSquares / dayDistribution.students - mean * mean));
      rankingPercentile = Math.round((sd < 1e-9 ? 0.5 : normalCdf((average - mean) / sd)) * 100);
    }
    const grade = expectedGrade(totalScore > 1e-9 ? score / totalScore : null, bands, { papers, markedWritten });
    return {
      day: Number(d.day),
      papers: d.papers,
      questions: d.questions,
      secondsPerQuestion: d.questions > 0 ? Math.round(d.seconds / d.questions) : null,
      averageScore: average === null ? null : percent(average),
      rankingPercentile,
      gradeLevel: grade ? gradeLevel(bands, grade.grade) : null,
      grade: grade?.grade ?? null,
    };
  });
}

type ChapterSums = Awaited<ReturnType<typeof sumChapterDays>>;

function chaptersOf(
  chapters: Awaited<ReturnType<typeof listSubjectChapters>>,
  rows: ChapterSums,
  recent: ChapterSums,
): ChapterStatistics[] {
  const inRange = new Map(rows.map((r) => [r.chapterId, r]));
  const lately = new Map(recent.map((r) => [r.chapterId, r]));
  return chapters.map((c) => {
    const row = inRange.get(c.id);
    const last = lately.get(c.id);
    const marked = Number(row?.marked ?? 0);
    const recentMarked = Number(last?.marked ?? 0);
    const recentAccuracy = recentMarked > 0 ? Number(last!.correct) / recentMarked : null;
    return {
      chapterId: c.id,
      chapterNo: c.chapterNo,
      titleEn: c.titleEn,
      titleZh: c.titleZh,
      attempted: Number(row?.attempted ?? 0),
      correct: Math.round(Number(row?.correct ?? 0) * 10) / 10,
      accuracy: marked > 0 ? percent(Number(row!.correct) / marked) : null,
      recentAccuracy: recentAccuracy === null ? null : percent(recentAccuracy),
      level: masteryLevel(recentAccuracy, recentMarked),
    };
  });
}

// The nightly calibration of the expected level (server/jobs/calibration.ts, scripts/calibrate.ts).
export { type CalibrationPayload, calibrateSubjects, scheduleCalibration } from './level';
// The wrong-question notebook, for bookmarks (a bookmarked question is kept for review).
export { keepForReview, type NotebookQuestion } from './notebook';
// ... and, in the same job, the fit of the notebook's FSRS weights to its reviews.
export { fitNotebookWeights } from './notebook-weights';
