import type { StoredMockPaper } from '../../../common/mock-papers';
import type { DbContext } from '../../context';
import type { NewPracticeQuestion } from '../../db/tables/papers';
import { drawMockSections } from './mock-draw';
import type { MockBlueprint } from './mock-papers';
import { findBankQuestions, listMockCandidates } from './queries';
import { snapshotQuestion } from './snapshot';

export interface MockPaperRequest {
  blueprint: MockBlueprint;
  /** checked chapters of the paper's subject */
  chapterIds: string[];
  /** bank questions to avoid when others will do */
  seen: Set<string>;
  locale: 'en' | 'zh';
  random?: () => number;
}

/**
 * A mock of an HKDSE paper (docs/product-rules.md, "Mock papers"): each section of its blueprint drawn from the bank
 * and copied into the paper in order, numbered from 1, and what the practice keeps of its sections. Throws
 * not_enough_questions; writes nothing.
 */
export async function drawMockPaper(ctx: DbContext, request: MockPaperRequest, practiceId: string) {
  const { db } = ctx;
  const { blueprint } = request;
  const candidates = await listMockCandidates(db, request.chapterIds);
  const drawn = drawMockSections(blueprint, candidates, request.seen, request.random);
  const bank = new Map(
    (
      await findBankQuestions(
        db,
        drawn.flatMap((s) => s.questionIds),
      )
    ).map((q) => [q.id, q]),
  );

  const questions: NewPracticeQuestion[] = [];
  const stored: StoredMockPaper = { mockPaperId: blueprint.id, title: blueprint.title, sections: [] };
  for (const { section, questionIds } of drawn) {
    const from = questions.length + 1;
    for (const id of questionIds)
      questions.push(snapshotQuestion(bank.get(id)!, practiceId, questions.length + 1, request.locale));
    stored.sections.push({ id: section.id, title: section.title, format: section.format, from, to: questions.length });
  }
  return { questions, stored };
}
