import type { Db } from '../db/index';
import type { PracticeQuestionRow } from '../db/tables/papers';

/**
 * Domain hooks: facts an area raises and other areas react to, so the writer never names who listens (outline's
 * event processors, immich's @OnEvent). Practices raise the paper facts, assignments their publishing; statistics, AI
 * marking and the live events subscribe once for each context (server/subscribers.ts). Each payload carries the writer's `db`: inside its transaction when it has one,
 * so what a listener writes commits or rolls back with the fact.
 */
export interface DomainHooks {
  /** Papers are being finished, inside the finishing transaction; their rows are written, MC answers marked. */
  papersFinishing: { db: Db; papers: FinishingPaper[] };
  /** A paper was finished and its transaction committed. */
  paperFinished: { db: Db; practiceId: string; now: number };
  /**
   * A finished paper's marks, questions or state changed (a mark, an edited copy, a delete): `answersChanged` lists the
   * question numbers whose mark changed.
   */
  paperChanged: { db: Db; practiceId: string; answersChanged: number[]; now: number };
  /**
   * A teacher published an assignment: raised once, inside the publishing transaction (a second publish changes
   * nothing and raises nothing). What must wait for the commit (telling the students) goes to `afterCommit`.
   */
  assignmentPublished: {
    db: Db;
    assignmentId: string;
    teacherId: string;
    studentIds: string[];
    now: number;
    /** runs `work` once the publishing transaction has committed (never, if it rolls back) */
    afterCommit: (work: () => void) => void;
  };
  /**
   * A teacher changed a student's extra time on their assignments (links), inside that transaction: papers of the
   * teacher's assignments the student is still writing take it at once (assignments).
   */
  extraTimeChanged: {
    db: Db;
    teacherId: string;
    studentId: string;
    multiplier: number;
    now: number;
    afterCommit: (work: () => void) => void;
  };
  /**
   * Classes changed, inside the writer's transaction: made, renamed, removed, their join code, or who is in them (a
   * teacher's own edit, an invitation or class list naming a class, a join by code, a student leaving with their link).
   * `owners` are the accounts whose class pages show them: each class's teacher and the school it is for.
   */
  classesChanged: {
    db: Db;
    owners: string[];
    afterCommit: (work: () => void) => void;
  };
  /** A person marked an answer of a finished paper (after paperChanged). */
  answerMarked: {
    db: Db;
    practiceId: string;
    questionNo: number;
    markedBy: { id: string; role: 'teacher' | 'self' };
    score: number;
    now: number;
  };
}

/** One paper of papersFinishing: its row as locked to finish, and its answers as they stand once MC is marked. */
export interface FinishingPaper {
  practice: { id: string; userId: string; subjectId: string; startedAt: number; deadlineAt: number; deleted: number };
  finishedAt: number;
  answers: FinishingAnswer[];
}

/** An answer of a paper being finished: the columns of its copy (db/tables/papers.ts) that the listeners read. */
export type FinishingAnswer = Pick<
  PracticeQuestionRow,
  'questionNo' | 'questionId' | 'chapterId' | 'type' | 'level' | 'totalScore' | 'score' | 'answerSeconds' | 'reviewOf'
>;

export type HookName = keyof DomainHooks;

/** A writer inside its transaction: what must wait for the commit (telling open screens) goes to `afterCommit`. */
export interface Committing {
  afterCommit: (work: () => void) => void;
}

/**
 * Runs `work` in one transaction with `{ ...ctx, db: trx, afterCommit }`, then, once it has committed, what the work
 * and the hooks' listeners handed to `afterCommit`, in order; nothing of it when the transaction rolls back. The one
 * way a writer keeps its facts' after-commit work (assignmentPublished, extraTimeChanged, classesChanged).
 */
export async function inTransaction<C extends { db: Db }, T>(
  ctx: C,
  work: (tx: C & Committing) => Promise<T>,
): Promise<T> {
  const committed: Array<() => void> = [];
  const result = await ctx.db
    .transaction()
    // The cast: C with its db swapped for the transaction is still a C (db is the only thing replaced).
    .execute((trx) =>
      work({ ...ctx, db: trx, afterCommit: (next: () => void) => committed.push(next) } as C & Committing),
    );
  for (const next of committed) next();
  return result;
}
export type HookListener<K extends HookName> = (payload: DomainHooks[K]) => Promise<void> | void;

export interface Hooks {
  /**
   * Subscribes a listener; listeners run in the order they subscribed. Subscribing the same function again does
   * nothing, so every app built in one process (tests build many) shares one set. Returns the unsubscribe.
   */
  on<K extends HookName>(name: K, listener: HookListener<K>): () => void;
  /**
   * Raises a fact inside the writer's work: listeners run one after another, and the first failure stops them and
   * fails the writer (its transaction rolls back with the fact).
   */
  emit<K extends HookName>(name: K, payload: DomainHooks[K]): Promise<void>;
  /**
   * Raises a fact after the writer's work committed: every listener runs, a failing one is logged and never fails the
   * writer nor stops the others.
   */
  notify<K extends HookName>(name: K, payload: DomainHooks[K]): Promise<void>;
}

type AnyListener = (payload: never) => Promise<void> | void;

export function createHooks(
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Hooks {
  const listeners = new Map<HookName, AnyListener[]>();
  // The casts: `listeners` holds each name's own listener type; on() is the only way in and keeps them paired.
  const listenersOf = <K extends HookName>(name: K) => (listeners.get(name) ?? []) as HookListener<K>[];
  return {
    on(name, listener) {
      const list = listeners.get(name) ?? [];
      if (!list.includes(listener as AnyListener)) list.push(listener as AnyListener);
      listeners.set(name, list);
      return () => {
        listeners.set(
          name,
          (listeners.get(name) ?? []).filter((l) => l !== listener),
        );
      };
    },
    async emit(name, payload) {
      for (const listener of [...listenersOf(name)]) await listener(payload);
    },
    async notify(name, payload) {
      for (const listener of [...listenersOf(name)]) {
        try {
          await listener(payload);
        } catch (error) {
          log(`a ${name} listener failed`, error);
        }
      }
    },
  };
}
