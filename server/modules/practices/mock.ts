import { randomUUID } from 'node:crypto';
import type { CreateMockPracticeBody } from '../../../common/mock-papers';
import type { UserContext } from '../../context';
import { listVisibleChapterIds } from '../catalog/service';
import {
  checkChapters,
  checkFreeLimits,
  drawMockPaper,
  getMockPaper,
  insertPractice,
  newPracticeRow,
} from '../papers/service';
import { RECENTLY_SEEN_MS } from './policy';
import { findSeenQuestionIds } from './queries';

/**
 * Starts a full-length mock of an HKDSE paper (docs/product-rules.md, "Mock papers"): the chosen chapters, or the
 * whole syllabus when none are chosen; every section drawn to its blueprint; the paper's own time on the server's
 * clock. A mock is a practice like any other once started (autosave, finishing, marking, history), read by section
 * on its result. Nothing is written unless everything holds. Throws mock_paper_not_found, subject_not_found,
 * invalid_chapters, not_enough_questions, free_limit_questions or free_limit_practices.
 */
export async function createMockPractice(
  ctx: UserContext,
  body: CreateMockPracticeBody,
  now = Date.now(),
): Promise<string> {
  const { db, user } = ctx;
  const blueprint = getMockPaper(body.mockPaperId);
  const subjectId = blueprint.subject;
  const requested = body.chapterIds.length > 0 ? body.chapterIds : await listVisibleChapterIds(ctx, subjectId);
  const chapters = await checkChapters(ctx, subjectId, requested);

  const practiceId = randomUUID();
  const seen = await findSeenQuestionIds(db, user.id, now - RECENTLY_SEEN_MS);
  const { questions, stored } = await drawMockPaper(
    ctx,
    { blueprint, chapterIds: chapters.map((c) => c.id), seen, locale: body.locale },
    practiceId,
  );
  await checkFreeLimits(ctx, questions.length, now);

  const row = newPracticeRow(
    {
      id: practiceId,
      userId: user.id,
      subjectId,
      chapterIds: chapters.map((c) => c.id),
      locale: body.locale,
      // A mock spans every level, as the real paper does; 2 is the form's "medium".
      difficulty: 2,
      timeLimit: blueprint.durationMinutes,
      source: 'bank',
      mockPaper: JSON.stringify(stored),
    },
    questions,
    now,
  );
  await db.transaction().execute((trx) => insertPractice(trx, row, questions));
  return practiceId;
}
