import { z } from 'zod';

/**
 * AI chapter notes and notes automation (issue 14; content spec sections 2 and 7). Super-admins only; without AI
 * settings every route answers ai_not_configured (409) and nothing is written.
 *
 *   POST /api/admin/chapters/:id/notes/ai            ask for one chapter's notes: 202 AiNotesDraftView (a job writes
 *                                                    a draft; nothing is saved into the chapter)
 *   GET  /api/admin/chapters/:id/notes/ai/:jobId     the draft: state, progress, sanitised editor HTML once done
 *   GET  /api/admin/automation                       AutomationView
 *   PUT  /api/admin/automation                       { enabled }: turn automation on (a run starts) or off (the run
 *                                                    is cancelled)
 *   POST /api/admin/automation/run                   run now (one run at a time)
 */

/** The spec's batches: 20 chapters at a time, 2 seconds between batches. */
export const NOTES_AUTOMATION = {
  batchSize: 20,
  pauseMs: 2_000,
  /** while on, a finished run looks again for newly published subjects after this long */
  recheckMs: 3_600_000,
} as const;

export const notesJobStates = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type NotesJobState = (typeof notesJobStates)[number];

export const AiNotesDraftView = z.object({
  jobId: z.string(),
  state: z.enum(notesJobStates),
  progress: z.number(),
  /** editor HTML per language, sanitised, once the job is done */
  en: z.string().nullable(),
  zh: z.string().nullable(),
});
export type AiNotesDraftView = z.infer<typeof AiNotesDraftView>;

export const AutomationRunView = z.object({
  jobId: z.string(),
  state: z.enum(notesJobStates),
  /** 0..1: chapters handled of those found at the start */
  progress: z.number(),
  total: z.number(),
  written: z.number(),
  failed: z.number(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type AutomationRunView = z.infer<typeof AutomationRunView>;

export const AutomationView = z.object({
  enabled: z.boolean(),
  /** chapters of new, published subjects that still have no notes */
  pending: z.number(),
  run: AutomationRunView.nullable(),
});
export type AutomationView = z.infer<typeof AutomationView>;

export const UpdateAutomationBody = z.object({ enabled: z.boolean({ error: 'invalid_request' }) });
export type UpdateAutomationBody = z.infer<typeof UpdateAutomationBody>;

export const NotesJobParams = z.object({ id: z.string().min(1).max(64), jobId: z.string().min(1).max(64) });
