import type { AiClient, Usage } from './client';
import { loadPrompt } from './prompts';
import { checkGeneratedQuestion, GeneratedQuestion } from './schemas';

export type WrittenType = 'mc' | 'short' | 'long';

export interface QuestionRequest {
  subject: string;
  /** chapter titles, in the paper's language; questions go round them in turn */
  chapters: string[];
  locale: 'en' | 'zh';
  difficulty: number;
  counts: { mc: number; short: number; long: number };
  syllabus?: string;
  /** repeat with AI: the question to write others like (its type is the paper's; its marks each new one's) */
  like?: ModelQuestion;
}

export interface ModelQuestion {
  question: string;
  options: { a: string; b: string; c: string; d: string } | null;
  totalScore: number;
}

export interface WrittenQuestion extends GeneratedQuestion {
  questionNo: number;
  type: WrittenType;
  chapterIndex: number;
  totalScore: number;
  promptId: string;
  model: string;
}

const TOTAL_SCORE: Record<WrittenType, number> = { mc: 1, short: 4, long: 8 };
/** a question the checks refuse is written again, at most this many times in all */
const TRIES = 3;

/**
 * Writes the questions of a paper one by one (MC first, then short, then long), calling `onQuestion` as each is
 * ready so a student can start on question 1 while the rest are written. Each question is checked (four distinct
 * options and one key for MC, LaTeX that KaTeX parses) and written again when it fails. The assignments area calls
 * this too, with the same request.
 */
export async function writeQuestions(
  ai: AiClient,
  request: QuestionRequest,
  hooks: {
    onQuestion?: (question: WrittenQuestion) => Promise<void>;
    onUsage?: (usage: Usage) => Promise<void>;
    signal?: AbortSignal;
    /** questions already written by an earlier try of the same job */
    skip?: number;
  } = {},
): Promise<WrittenQuestion[]> {
  const types: WrittenType[] = [
    ...Array<WrittenType>(request.counts.mc).fill('mc'),
    ...Array<WrittenType>(request.counts.short).fill('short'),
    ...Array<WrittenType>(request.counts.long).fill('long'),
  ];
  const written: WrittenQuestion[] = [];
  for (let index = hooks.skip ?? 0; index < types.length; index++) {
    const type = types[index]!;
    const chapterIndex = index % Math.max(1, request.chapters.length);
    const question = await writeOne(ai, request, type, chapterIndex, written, hooks);
    const full = { ...question, questionNo: index + 1 };
    written.push(full);
    await hooks.onQuestion?.(full);
  }
  return written;
}

/** One question of a type and chapter (also "change question" and "add question"). */
export async function writeOne(
  ai: AiClient,
  request: QuestionRequest,
  type: WrittenType,
  chapterIndex: number,
  avoid: Array<{ question: string }> = [],
  hooks: { onUsage?: (usage: Usage) => Promise<void>; signal?: AbortSignal } = {},
): Promise<Omit<WrittenQuestion, 'questionNo'>> {
  const like = request.like;
  const totalScore = like?.totalScore ?? TOTAL_SCORE[type];
  const values = {
    syllabus: request.syllabus ?? 'HKDSE',
    subject: request.subject,
    chapter: request.chapters[chapterIndex] ?? request.chapters[0] ?? '',
    difficulty: request.difficulty,
    type,
    language: request.locale === 'zh' ? 'Traditional Chinese (Hong Kong usage)' : 'English',
    totalScore,
    avoid: avoid.map((q) => q.question.slice(0, 120)).join(' | ') || 'none',
  };
  const prompt = like
    ? loadPrompt('repeat-question', 1, { ...values, model: modelText(like), modelMarks: like.totalScore })
    : loadPrompt('generate-question', 1, values);
  let problem = '';
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const text = problem ? `${prompt.text}\n\nYour last answer was refused: ${problem}. Write a new one.` : prompt.text;
    const { object, usage } = await ai.object({ schema: GeneratedQuestion, prompt: text, signal: hooks.signal });
    await hooks.onUsage?.(usage);
    const refused = checkGeneratedQuestion(object, type);
    if (!refused) {
      return {
        ...object,
        options: type === 'mc' ? object.options : null,
        correct: type === 'mc' ? object.correct : null,
        type,
        chapterIndex,
        totalScore,
        promptId: prompt.id,
        model: ai.model,
      };
    }
    problem = refused;
  }
  throw new Error(`no acceptable question after ${TRIES} tries: ${problem}`);
}

/** The model question as the prompt shows it: its text (at most 4,000 characters) and, for MC, its options. */
function modelText(like: ModelQuestion): string {
  const options = like.options
    ? `\n(A) ${like.options.a}\n(B) ${like.options.b}\n(C) ${like.options.c}\n(D) ${like.options.d}`
    : '';
  return `${like.question.slice(0, 4000)}${options}`;
}
