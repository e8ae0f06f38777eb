import { z } from 'zod';
import {
  type AiNotesDraftView,
  type AutomationRunView,
  type AutomationView,
  NOTES_AUTOMATION,
  type NotesJobState,
} from '../../../common/ai-notes';
import { type AiClient, createAiClient, type Usage } from '../../ai/client';
import { loadPrompt } from '../../ai/prompts';
import { sanitizeRichHtml, toEditorHtml } from '../../content/rich-html';
import type { AppContext, DbContext, RequestContext } from '../../context';
import { AppError } from '../../errors';
import type { JobContext, JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { findLatexErrors } from '../../render/rich-text';
import { updateNotes } from '../admin-catalog/service';
import { readSettingValue, writeSettingValue } from '../settings/service';
import { accountUsage } from './job-deps';
import {
  countChaptersWithoutNotes,
  findChapterForNotes,
  findNotesJob,
  listChaptersWithoutNotes,
} from './notes-queries';

/** What the model returns for a chapter's notes: HTML per language (cleaned on our side before anyone sees it). */
export const WrittenNotes = z.object({ en: z.string().min(1).max(60_000), zh: z.string().min(1).max(60_000) });

export interface WriteNotesPayload {
  chapterId: string;
  /** true (automation): written into the chapter unless it has notes by then; false: a draft for the editor */
  save: boolean;
}
export interface NotesAutomationPayload {
  startedBy: string | null;
}

/** The automation's state in the settings table (key notesAutomation), beside the premium settings. */
interface AutomationSetting {
  enabled: boolean;
  run: { jobId: string; total: number; written: number; failed: number; startedAt: number } | null;
  /** while on: the delayed run that looks again for newly published subjects */
  next?: string | null;
}

type Deps = Pick<AppContext, 'db' | 'config' | 'hooks'>;

const ATTEMPTS = 3;

function requireAi(ctx: Pick<AppContext, 'queue' | 'config'>): JobQueue {
  if (!ctx.config.ai) throw new AppError('ai_not_configured', 409);
  return ctx.queue;
}

const assetBaseOf = (subjectId: string) => `/content-assets/${subjectId}/`;
const hasNotes = (c: { notesEn: string | null; notesZh: string | null; notesCreatedAt: number | null }) =>
  c.notesCreatedAt !== null || c.notesEn !== null || c.notesZh !== null;

/** Both languages' notes of one chapter; written again (up to 3 tries) when a formula does not parse in KaTeX. */
export async function writeChapterNotes(
  ai: AiClient,
  input: { subject: string; chapter: string },
  hooks: { signal?: AbortSignal; onUsage?: (usage: Usage) => Promise<void> } = {},
): Promise<{ en: string; zh: string; promptId: string; model: string }> {
  const prompt = loadPrompt('notes', 1, { syllabus: 'HKDSE', subject: input.subject, chapter: input.chapter });
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const text = problem ? `${prompt.text}\n\nYour last answer was refused: ${problem}. Write a new one.` : prompt.text;
    const { object, usage } = await ai.object({ schema: WrittenNotes, prompt: text, signal: hooks.signal });
    await hooks.onUsage?.(usage);
    const errors = findLatexErrors([
      ['en', object.en],
      ['zh', object.zh],
    ]);
    if (errors.length === 0) return { ...object, promptId: prompt.id, model: ai.model };
    problem = `LaTeX does not parse in ${errors[0]!.field}: ${errors[0]!.message}`;
  }
  throw new Error(`no acceptable notes after 3 tries: ${problem}`);
}

/**
 * One chapter's notes. Automation (save) writes them through the catalogue's own updateNotes (sanitised there, and
 * notesCreatedAt set) unless the chapter has notes by then; the editor's draft (no save) is only the job's result,
 * sanitised editor HTML the super-admin reviews before the editor saves it.
 */
export async function runWriteNotes(job: JobContext<WriteNotesPayload>, deps: Deps) {
  const { db, config } = deps;
  const { chapterId, save } = job.payload;
  const chapter = await findChapterForNotes(db, chapterId);
  if (!chapter) return { stopped: 'chapter_not_found' };
  if (save && hasNotes(chapter)) return { skipped: true };
  const written = await writeChapterNotes(
    createAiClient(config.ai),
    {
      subject: chapter.subjectEn,
      chapter: `${chapter.chapterNo} ${chapter.titleEn}${chapter.titleZh ? ` (${chapter.titleZh})` : ''}`,
    },
    {
      signal: job.signal,
      onUsage: accountUsage(job, config),
    },
  );
  await job.progress(0.9);
  const assetBase = assetBaseOf(chapter.subjectId);
  const en = sanitizeRichHtml(written.en, { assetBase });
  const zh = sanitizeRichHtml(written.zh, { assetBase });
  if (!save) {
    return {
      en: en && toEditorHtml(en, assetBase),
      zh: zh && toEditorHtml(zh, assetBase),
      promptId: written.promptId,
      model: written.model,
    };
  }
  const now = await findChapterForNotes(db, chapterId);
  if (!now || hasNotes(now)) return { skipped: true };
  await updateNotes(deps, chapterId, { en: en ?? '', zh: zh ?? '' });
  return { written: true, promptId: written.promptId, model: written.model };
}

/** The automation's setting is kept in the settings table under this key. */
const SETTINGS_KEY = 'notesAutomation';

async function readSetting(ctx: DbContext): Promise<AutomationSetting> {
  const raw = await readSettingValue(ctx, SETTINGS_KEY);
  if (!raw) return { enabled: false, run: null };
  const stored = JSON.parse(raw) as Partial<AutomationSetting>;
  return { enabled: stored.enabled === true, run: stored.run ?? null, next: stored.next ?? null };
}

async function saveSetting(ctx: DbContext, change: (current: AutomationSetting) => AutomationSetting) {
  const next = change(await readSetting(ctx));
  await writeSettingValue(ctx, SETTINGS_KEY, JSON.stringify(next), Date.now());
  return next;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Waits for the batch's jobs to end; on cancel of the run, cancels those still going. */
async function settle(queue: JobQueue, ids: string[], signal: AbortSignal) {
  const ended = new Map<string, string>();
  while (ended.size < ids.length) {
    if (signal.aborted) {
      await Promise.all(ids.filter((id) => !ended.has(id)).map((id) => queue.cancel(id)));
      throw new Error('cancelled');
    }
    for (const id of ids) {
      if (ended.has(id)) continue;
      const row = await queue.get(id);
      if (!row || ['completed', 'failed', 'cancelled'].includes(row.state)) ended.set(id, row?.state ?? 'failed');
    }
    if (ended.size < ids.length) await sleep(250, signal);
  }
  return [...ended.values()];
}

/**
 * A run of notes automation: the chapters of new, published subjects without notes, in batches of 20 jobs (each
 * writes one chapter), the next batch 2 s after the last ended. A retried run (after a restart) starts again from
 * the chapters still without notes, so nothing is written twice. While automation is on, a finished run schedules
 * the next look for newly published subjects.
 */
export async function runNotesAutomation(
  job: JobContext<NotesAutomationPayload>,
  deps: Pick<AppContext, 'db' | 'hooks' | 'queue'>,
) {
  const { db, queue } = deps;
  const chapterIds = await listChaptersWithoutNotes(db, 10_000);
  const setting = await saveSetting(deps, (s) => {
    const same = s.run?.jobId === job.jobId ? s.run : null;
    const done = same ? same.written + same.failed : 0;
    return {
      ...s,
      run: {
        jobId: job.jobId,
        total: done + chapterIds.length,
        written: same?.written ?? 0,
        failed: same?.failed ?? 0,
        startedAt: same?.startedAt ?? Date.now(),
      },
    };
  });
  const run = setting.run!;
  for (let start = 0; start < chapterIds.length; start += NOTES_AUTOMATION.batchSize) {
    if (start > 0) await sleep(NOTES_AUTOMATION.pauseMs, job.signal);
    if (job.signal.aborted) break;
    const batch = chapterIds.slice(start, start + NOTES_AUTOMATION.batchSize);
    const ids = await Promise.all(
      batch.map((chapterId) =>
        queue.send<WriteNotesPayload>(
          QUEUES.writeNotes,
          { chapterId, save: true },
          { createdBy: job.payload.startedBy },
        ),
      ),
    );
    const states = await settle(queue, ids, job.signal);
    run.written += states.filter((s) => s === 'completed').length;
    run.failed += states.filter((s) => s !== 'completed').length;
    await saveSetting(deps, (s) => ({ ...s, run: s.run?.jobId === job.jobId ? { ...run } : s.run }));
    await job.progress((run.written + run.failed) / Math.max(1, run.total));
  }
  if (job.signal.aborted) return { cancelled: true };
  const after = await readSetting(deps);
  if (after.enabled && after.run?.jobId === job.jobId) {
    const next = await queue.send<NotesAutomationPayload>(QUEUES.notesAutomation, job.payload, {
      delayMs: NOTES_AUTOMATION.recheckMs,
      createdBy: job.payload.startedBy,
    });
    // The finished run's figures stay on the page until the next one starts.
    await saveSetting(deps, (s) => ({ ...s, next }));
  }
  return { total: run.total, written: run.written, failed: run.failed };
}

function toState(state: string): NotesJobState {
  return state as NotesJobState;
}

/** Super-admins: ask for one chapter's notes as a draft for the editor (a job; nothing is saved). */
export async function requestNotesDraft(ctx: RequestContext, chapterId: string): Promise<AiNotesDraftView> {
  const { db, user } = ctx;
  const queue = requireAi(ctx);
  const chapter = await findChapterForNotes(db, chapterId);
  if (!chapter) throw new AppError('chapter_not_found', 404);
  const jobId = await queue.send<WriteNotesPayload>(
    QUEUES.writeNotes,
    { chapterId, save: false },
    { createdBy: user.id },
  );
  return { jobId, state: 'queued', progress: 0, en: null, zh: null };
}

export async function getNotesDraft(ctx: DbContext, chapterId: string, jobId: string): Promise<AiNotesDraftView> {
  const { db } = ctx;
  const job = await findNotesJob(db, jobId);
  if (!job || job.queue !== QUEUES.writeNotes) throw new AppError('not_found', 404);
  const payload = JSON.parse(job.payload) as WriteNotesPayload;
  if (payload.chapterId !== chapterId || payload.save) throw new AppError('not_found', 404);
  const result =
    job.state === 'completed' && job.result ? (JSON.parse(job.result) as { en?: string; zh?: string }) : {};
  return {
    jobId,
    state: toState(job.state),
    progress: Number(job.progress),
    en: result.en ?? null,
    zh: result.zh ?? null,
  };
}

async function runView(ctx: DbContext, setting: AutomationSetting): Promise<AutomationRunView | null> {
  const { db } = ctx;
  if (!setting.run) return null;
  const job = await findNotesJob(db, setting.run.jobId);
  if (!job) return null;
  const result = job.state === 'completed' && job.result ? (JSON.parse(job.result) as Partial<AutomationRunView>) : {};
  const finished = ['completed', 'failed', 'cancelled'].includes(job.state);
  return {
    jobId: job.id,
    state: toState(job.state),
    progress: job.state === 'completed' ? 1 : Number(job.progress),
    total: result.total ?? setting.run.total,
    written: result.written ?? setting.run.written,
    failed: result.failed ?? setting.run.failed,
    startedAt: setting.run.startedAt,
    finishedAt: finished ? (job.finishedAt === null ? null : Number(job.finishedAt)) : null,
  };
}

export async function getAutomation(ctx: DbContext): Promise<AutomationView> {
  const { db } = ctx;
  const setting = await readSetting(ctx);
  const [pending, run] = await Promise.all([countChaptersWithoutNotes(db), runView(ctx, setting)]);
  return { enabled: setting.enabled, pending, run };
}

const isGoing = (run: AutomationRunView | null) => run !== null && (run.state === 'queued' || run.state === 'running');

/** Starts a run now unless one is going (one run at a time); throws ai_not_configured. */
export async function runAutomationNow(ctx: RequestContext): Promise<AutomationView> {
  const { user } = ctx;
  const queue = requireAi(ctx);
  const current = await getAutomation(ctx);
  if (isGoing(current.run)) return current;
  const { next } = await readSetting(ctx);
  if (next) await queue.cancel(next);
  const jobId = await queue.send<NotesAutomationPayload>(
    QUEUES.notesAutomation,
    { startedBy: user.id },
    { createdBy: user.id, maxAttempts: ATTEMPTS },
  );
  await saveSetting(ctx, (s) => ({
    ...s,
    run: { jobId, total: current.pending, written: 0, failed: 0, startedAt: Date.now() },
    next: null,
  }));
  return getAutomation(ctx);
}

/** On: a run starts now (AI must be configured). Off: the going run, and a scheduled next look, are cancelled. */
export async function setAutomation(ctx: RequestContext, enabled: boolean): Promise<AutomationView> {
  if (enabled) {
    requireAi(ctx);
    await saveSetting(ctx, (s) => ({ ...s, enabled: true }));
    return runAutomationNow(ctx);
  }
  const setting = await saveSetting(ctx, (s) => ({ ...s, enabled: false }));
  for (const id of [setting.run?.jobId, setting.next]) if (id) await ctx.queue.cancel(id);
  return getAutomation(ctx);
}

/** The notes workers of this process (registered with the other AI workers). */
export function registerNotesWorkers(queue: JobQueue, deps: Deps): void {
  queue.work<WriteNotesPayload>(QUEUES.writeNotes, (job) => runWriteNotes(job, deps), { concurrency: 4 });
  queue.work<NotesAutomationPayload>(QUEUES.notesAutomation, (job) => runNotesAutomation(job, { ...deps, queue }), {
    concurrency: 1,
  });
}
