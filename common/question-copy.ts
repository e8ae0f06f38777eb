import { z } from 'zod';
import { QUESTION_TEXT_MAX } from './admin-questions';
import { optionKeys, questionTypes } from './catalog';
import { OptionTexts } from './catalog-views';
import { languages } from './profile';

/**
 * A teacher's edit of a question as it stands in one student's practice (spec: the teacher opens
 * /app/edit-question/{questionId} from the solution screen). The practice holds its own copy of each question, in the
 * practice's language, so an edit changes that copy and never the shared bank question. Only a teacher the student
 * accepted may do it, and only once the paper is finished.
 *
 *   GET   /api/practice-questions/:questionId   → PracticeQuestionCopyView
 *   PATCH /api/practice-questions/:questionId   UpdatePracticeQuestionBody → PracticeQuestionCopyView
 *
 * Texts are Markdown with LaTeX between `$...$`, as in the bank. Total score follows the bank's rule (MC 1, others
 * 1-13). When the type, answer or total score of an MC question changes, its answer is marked again; a question that
 * stops being MC waits for a mark; a written answer's mark is kept within the new total. The practice's score and grade
 * follow.
 */

export const PracticeQuestionParams = z.object({ questionId: z.string().min(1).max(80) });

const Text = z.string().max(QUESTION_TEXT_MAX, 'invalid_request');

export const UpdatePracticeQuestionBody = z
  .object({
    question: Text,
    solution: Text,
    options: z.object({ a: Text, b: Text, c: Text, d: Text }).partial(),
    correctAns: z.enum(optionKeys, { error: 'invalid_answer' }).nullable(),
    level: z.number().int().min(1, 'invalid_level').max(3, 'invalid_level'),
    type: z.enum(questionTypes, { error: 'invalid_type' }),
    totalScore: z.number({ error: 'invalid_score' }).finite('invalid_score'),
  })
  .partial()
  .strict();
export type UpdatePracticeQuestionBody = z.infer<typeof UpdatePracticeQuestionBody>;

export const PracticeQuestionCopyView = z.object({
  id: z.string(),
  practiceId: z.string(),
  questionNo: z.number(),
  /** the language the copy is written in (the practice's) */
  locale: z.enum(languages),
  student: z.object({ id: z.string(), displayName: z.string() }),
  type: z.enum(questionTypes),
  level: z.number(),
  totalScore: z.number(),
  correctAns: z.enum(optionKeys).nullable(),
  question: z.string(),
  solution: z.string(),
  options: OptionTexts,
  /** the texts as the student sees them: sanitised HTML with KaTeX markup */
  preview: z.object({ questionHtml: z.string(), solutionHtml: z.string(), optionsHtml: OptionTexts.nullable() }),
  /** formulas KaTeX cannot parse, by field: `question`, `solution`, `options.a` … */
  latexErrors: z.array(z.object({ field: z.string(), message: z.string() })),
  editedAt: z.number().nullable(),
});
export type PracticeQuestionCopyView = z.infer<typeof PracticeQuestionCopyView>;
