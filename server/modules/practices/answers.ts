import { isOptionKey, type SaveAnswerBody, type SaveAnswerResult, SUBMIT_GRACE_MS } from '../../../common/practice';
import type { AppContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { isPastGrace } from './policy';
import { type AnswerSave, findOwnPractice, findPracticeQuestion } from './queries';

/** Runs the conditional save; the routes hand in a group-committing one (server/db/group-commit.ts). */
export type AnswerWriter = (input: AnswerSave) => Promise<boolean>;

/**
 * Saves one answer; answers only after the commit. Idempotent and ordered: a save whose `seq` is not newer than the
 * stored one changes nothing and answers what is stored. Throws practice_not_found (also for someone else's
 * practice), practice_finished once it is submitted or past its deadline and grace, invalid_answer for an MC answer
 * that is not a letter.
 */
export async function saveAnswer(
  ctx: UserContext & Pick<AppContext, 'writers'>,
  practiceId: string,
  questionNo: number,
  body: SaveAnswerBody,
  options: { now?: number; write?: AnswerWriter } = {},
): Promise<SaveAnswerResult> {
  const { db, user } = ctx;
  const now = options.now ?? Date.now();
  // Autosaves that arrive together share one commit (the context's group commit, docs/writes.md).
  const write = options.write ?? ctx.writers.saveAnswer;
  const saved = await write({
    practiceId,
    questionNo,
    userId: user.id,
    ans: body.ans,
    seq: body.seq,
    now,
    graceMs: SUBMIT_GRACE_MS,
  });
  if (saved) return { questionNo, seq: body.seq, savedAt: now };

  // Not saved: the rare path works out why.
  const practice = await findOwnPractice(db, practiceId, user.id);
  if (!practice) throw new AppError('practice_not_found', 404);
  const question = await findPracticeQuestion(db, practiceId, questionNo);
  if (!question) throw new AppError('practice_not_found', 404);
  if (practice.finishedAt !== null || isPastGrace(practice, now, SUBMIT_GRACE_MS))
    throw new AppError('practice_finished', 409);
  if (question.type === 'mc' && body.ans !== '' && !isOptionKey(body.ans)) throw new AppError('invalid_answer', 400);
  return { questionNo, seq: question.ansSeq, savedAt: question.ansSavedAt };
}
