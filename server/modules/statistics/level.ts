import type { GradeBand } from '../../../common/catalog';
import type { ExpectedLevel } from '../../../common/expected-level';
import type { DayRange } from '../../../common/statistics';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import type { AppContext, DbContext } from '../../context';
import { QUEUES } from '../../jobs/queue-names';
import { getLearningSettings } from '../settings/service';
import { buildSubjectCalibration } from './calibration';
import { estimateLevel } from './expected-level';
import {
  claimCalibrationNight,
  findSubjectCalibration,
  listAbilityAnswers,
  listCalibrationAnswers,
  listCalibrationSubjects,
  saveQuestionCalibrations,
  saveSubjectCalibration,
} from './learning-queries';

/**
 * The expected DSE level card (docs/product-rules.md, "Expected DSE level"): the student's answers in the range to
 * questions the last calibration placed, against the subject's prior and cut points; null before the subject's first
 * calibration or with too little evidence (estimateLevel).
 */
export async function readExpectedLevel(
  ctx: DbContext,
  studentId: string,
  subjectId: string,
  range: DayRange,
): Promise<ExpectedLevel | null> {
  const { db } = ctx;
  const calibration = await findSubjectCalibration(db, subjectId);
  if (!calibration) return null;
  const answers = await listAbilityAnswers(db, studentId, subjectId, range.from, range.to + DAY_MS - 1);
  const papers = new Set(answers.map((a) => a.practiceId)).size;
  return estimateLevel(
    { papers, answers: answers.map((a) => ({ difficulty: a.difficulty, score: a.score, max: a.max })) },
    { mean: calibration.abilityMean, sd: calibration.abilitySd },
    JSON.parse(calibration.cutPoints) as number[],
  );
}

/** How far back the nightly calibration reads answers. */
export const CALIBRATION_WINDOW_MS = 365 * DAY_MS;

/**
 * The nightly calibration (server/jobs/calibration.ts sends it, server/modules/statistics/jobs.ts runs it; `npm run calibrate` by hand): each subject's bank
 * questions' Rasch difficulties from the last year's final answers, with the subject's ability prior and the ability
 * cut points of its levels from the cut scores in the learning settings. A subject with no question answered often
 * enough keeps what it had. Answers how many subjects and questions were calibrated.
 */
export async function calibrateSubjects(
  ctx: DbContext,
  now = Date.now(),
): Promise<{ subjects: number; questions: number; answers: number }> {
  const { db } = ctx;
  const [subjects, settings] = await Promise.all([listCalibrationSubjects(db), getLearningSettings(ctx)]);
  const done = { subjects: 0, questions: 0, answers: 0 };
  for (const subject of subjects) {
    const answers = await listCalibrationAnswers(db, subject.id, now - CALIBRATION_WINDOW_MS);
    const bands = JSON.parse(subject.grades) as GradeBand[];
    const result = buildSubjectCalibration(subject.id, bands, answers, now, settings.levelCutScores);
    if (!result) continue;
    await db.transaction().execute(async (trx) => {
      await saveQuestionCalibrations(trx, result.questions);
      await saveSubjectCalibration(trx, result.subject);
    });
    done.subjects++;
    done.questions += result.questions.length;
    done.answers += answers.length;
  }
  return done;
}

/** The Hong Kong hour (0-23) from which a night's calibration is sent: 03:00, when hardly anyone practises. */
export const CALIBRATION_HOUR = 3;
const HOUR_MS = 3_600_000;

export interface CalibrationPayload {
  /** the Hong Kong date of the night, YYYY-MM-DD */
  night: string;
}

/**
 * Sends tonight's calibration job once: from 03:00 Hong Kong time, the first server to claim the night sends it
 * (claimCalibrationNight); every other tick that night, on any server, sends nothing. Answers the job's id, or null.
 */
export async function scheduleCalibration(
  ctx: Pick<AppContext, 'db' | 'queue'>,
  now = Date.now(),
): Promise<string | null> {
  const { db, queue } = ctx;
  const sinceMidnight = now - hongKongDay(now);
  if (sinceMidnight < CALIBRATION_HOUR * HOUR_MS) return null;
  const night = new Date(hongKongDay(now) + 8 * HOUR_MS).toISOString().slice(0, 10);
  if (!(await claimCalibrationNight(db, night, now))) return null;
  return queue.send<CalibrationPayload>(QUEUES.calibrate, { night }, { maxAttempts: 3 });
}
