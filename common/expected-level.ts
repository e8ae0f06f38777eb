import { z } from 'zod';

/**
 * The estimated DSE level with its odds (issue 29, point 2; docs/product-rules.md, "Expected DSE level"): the
 * statistics card `cards.expectedLevel`. "1" holds level 1 and below (unclassified): the card names the levels a
 * student aims at, and below level 1 the odds are not worth telling apart.
 */
export const dseLevels = ['1', '2', '3', '4', '5', '5*', '5**'] as const;
export type DseLevel = (typeof dseLevels)[number];

export const LevelProbabilities = z.object({
  '1': z.number(),
  '2': z.number(),
  '3': z.number(),
  '4': z.number(),
  '5': z.number(),
  '5*': z.number(),
  '5**': z.number(),
});
export type LevelProbabilities = z.infer<typeof LevelProbabilities>;

export const ExpectedLevel = z.object({
  /** the most probable level */
  likely: z.enum(dseLevels),
  /** 0 to 1 each, summing to 1 */
  probabilities: LevelProbabilities,
  /** what it rests on: papers in the range, and their marked answers to calibrated questions */
  papers: z.number(),
  questions: z.number(),
});
export type ExpectedLevel = z.infer<typeof ExpectedLevel>;

/** Below this evidence no level is shown (null): the same paper minimum as the expected grade, and enough answers. */
export const EXPECTED_LEVEL_MIN_PAPERS = 3;
export const EXPECTED_LEVEL_MIN_QUESTIONS = 20;
