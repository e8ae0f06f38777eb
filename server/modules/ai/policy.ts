/** Agreement between AI and teacher marks: within half a mark counts as agreeing. */
export const AGREEMENT_TOLERANCE = 0.5;

export function summariseAgreement(pairs: Array<{ score: number | null; teacherScore: number | null }>): {
  compared: number;
  agreed: number;
  meanAbsDiff: number | null;
} {
  const compared = pairs.filter((p) => p.score !== null && p.teacherScore !== null);
  if (compared.length === 0) return { compared: 0, agreed: 0, meanAbsDiff: null };
  const diffs = compared.map((p) => Math.abs(Number(p.score) - Number(p.teacherScore)));
  return {
    compared: compared.length,
    agreed: diffs.filter((d) => d <= AGREEMENT_TOLERANCE).length,
    meanAbsDiff: Math.round((diffs.reduce((a, b) => a + b, 0) / diffs.length) * 100) / 100,
  };
}

/** Minutes until a rolling-hour limit frees its next slot (at least 1). */
export function minutesUntilFree(oldestAt: number | undefined, now: number, windowMs: number): number {
  if (oldestAt === undefined) return 1;
  return Math.max(1, Math.ceil((oldestAt + windowMs - now) / 60_000));
}

/** A solution is cached per bank question and language, or per question copy written for one paper. */
export function solutionCacheKey(question: { id: string; questionId: string | null }, locale: string): string {
  return question.questionId ? `bank:${question.questionId}:${locale}` : `copy:${question.id}`;
}

/** Why a job failed (or its last try, while it waits to be tried again), for the screen to translate; else null. */
export function jobFailureReason(job: { state: string; failureReason: string | null }): string | null {
  return job.state === 'failed' || job.state === 'queued' ? job.failureReason : null;
}
