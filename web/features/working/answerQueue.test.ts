import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { AnswerQueue, type AnswerSender, type ServerAnswer } from './answerQueue';
import { MemoryAnswerStore } from './answerStore';

const PRACTICE = 'p1';

function serverAnswers(...answers: Array<Partial<ServerAnswer> & { questionNo: number }>): ServerAnswer[] {
  return answers.map((answer) => ({ ans: null, seq: 0, savedAt: null, ...answer }));
}

/** A fake server: keeps the highest seq per question, like the real one; can be switched off. */
function fakeServer() {
  const held = new Map<number, { ans: string; seq: number }>();
  const calls: Array<{ questionNo: number; ans: string; seq: number }> = [];
  let failure: (() => Error) | null = null;
  const send: AnswerSender = async (questionNo, body) => {
    calls.push({ questionNo, ...body });
    if (failure) throw failure();
    const current = held.get(questionNo);
    if (!current || body.seq > current.seq) held.set(questionNo, { ...body });
    return { seq: held.get(questionNo)!.seq, savedAt: 1_000 + calls.length };
  };
  return {
    send,
    held,
    calls,
    fail: (make: (() => Error) | null) => {
      failure = make;
    },
  };
}

async function openQueue(
  options: {
    server?: ServerAnswer[];
    store?: MemoryAnswerStore;
    send?: AnswerSender;
    onFinished?: (error: ApiError) => void;
    isOnline?: boolean;
  } = {},
) {
  const store = options.store ?? new MemoryAnswerStore();
  const server = fakeServer();
  const opened = await AnswerQueue.open(
    PRACTICE,
    store,
    options.send ?? server.send,
    options.server ?? serverAnswers({ questionNo: 1 }, { questionNo: 2 }, { questionNo: 3 }),
    // No jitter: the waits between tries are exactly saveRetry.ts's (its own test covers the jitter).
    { onFinished: options.onFinished, isOnline: options.isOnline, random: () => 0.5 },
  );
  return { ...opened, store, server };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** How many saves the server has been sent once `ms` more have passed (fake timers). */
function attemptsCounter(server: { calls: unknown[] }) {
  return async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return server.calls.length;
  };
}

describe('seq numbers', () => {
  it('start from the larger of the server seq and the device seq, plus one', async () => {
    const store = new MemoryAnswerStore();
    await store.put({ practiceId: PRACTICE, questionNo: 1, ans: 'typed offline', seq: 9, queuedAt: 1 });
    const { queue } = await openQueue({
      store,
      server: serverAnswers({ questionNo: 1, seq: 4, ans: 'old' }, { questionNo: 2, seq: 7, ans: 'b' }),
    });
    expect(queue.nextSeq(1)).toBe(10);
    expect(queue.nextSeq(2)).toBe(8);
    queue.dispose();
  });

  it('increase strictly with every edit, whatever the device clock says', async () => {
    const { queue, store } = await openQueue();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    queue.edit(1, 'a');
    vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
    queue.edit(1, 'ab');
    await vi.advanceTimersByTimeAsync(0);
    expect((await store.list(PRACTICE)).map((answer) => answer.seq)).toEqual([2]);
    expect(queue.nextSeq(1)).toBe(3);
    queue.dispose();
  });
});

describe('saving', () => {
  it('writes every edit to the device store before it is sent', async () => {
    const { queue, store, server } = await openQueue();
    queue.edit(2, 'c');
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.list(PRACTICE)).toEqual([
      expect.objectContaining({ practiceId: PRACTICE, questionNo: 2, ans: 'c', seq: 1 }),
    ]);
    expect(server.calls).toEqual([]);
    queue.dispose();
  });

  it('sends 1 s after the last edit, only the newest text, and then marks it sent on the device', async () => {
    const { queue, store, server } = await openQueue();
    queue.edit(1, 'H');
    await vi.advanceTimersByTimeAsync(600);
    queue.edit(1, 'He');
    await vi.advanceTimersByTimeAsync(600);
    queue.edit(1, 'Hello');
    expect(queue.getSnapshot().states.get(1)).toEqual({ kind: 'saving' });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ questionNo: 1, ans: 'Hello', seq: 3 }]);
    expect(queue.getSnapshot().states.get(1)).toEqual({ kind: 'saved', savedAt: expect.any(Number) });
    expect(queue.getSnapshot().pending).toBe(0);
    expect(await store.list(PRACTICE)).toEqual([
      expect.objectContaining({ questionNo: 1, ans: 'Hello', seq: 3, isSent: true, savedAt: expect.any(Number) }),
    ]);
    queue.dispose();
  });

  it('keeps a newer edit queued when an older save is acknowledged meanwhile', async () => {
    let release: () => void = () => {};
    const server = fakeServer();
    const slowSend: AnswerSender = async (questionNo, body) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return server.send(questionNo, body);
    };
    const { queue, store } = await openQueue({ send: slowSend });
    queue.edit(1, 'first');
    await vi.advanceTimersByTimeAsync(1000);
    queue.edit(1, 'second');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot().states.get(1)).toEqual({ kind: 'saving' });
    expect((await store.list(PRACTICE)).map((answer) => answer.ans)).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(1000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.held.get(1)).toEqual({ ans: 'second', seq: 2 });
    expect(queue.getSnapshot().pending).toBe(0);
    queue.dispose();
  });

  it('flush sends everything at once, without waiting for the pause', async () => {
    const { queue, server } = await openQueue();
    queue.edit(1, 'a');
    queue.edit(2, 'b');
    const flushed = queue.flush(5000);
    await vi.advanceTimersByTimeAsync(0);
    await expect(flushed).resolves.toBe(true);
    expect(server.calls.map((call) => call.questionNo)).toEqual([1, 2]);
    queue.dispose();
  });
});

describe('offline', () => {
  it('keeps edits while offline and sends them in the order they were made once the network is back', async () => {
    const { queue, server } = await openQueue({ isOnline: false });
    queue.edit(3, 'third question first');
    queue.edit(1, 'then the first');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.calls).toEqual([]);
    expect(queue.getSnapshot().isOnline).toBe(false);
    expect(queue.getSnapshot().states.get(3)).toEqual({ kind: 'retrying', error: null });
    expect(queue.getSnapshot().pending).toBe(2);

    queue.setOnline(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls.map((call) => [call.questionNo, call.ans])).toEqual([
      [3, 'third question first'],
      [1, 'then the first'],
    ]);
    expect(queue.getSnapshot().pending).toBe(0);
    queue.dispose();
  });

  it('retries a save the server could not take about each second, then every 10 s, saying it is not saved', async () => {
    const { queue, server } = await openQueue();
    server.fail(() => new ApiError(500, 'internal'));
    queue.edit(1, 'a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(1);
    expect(queue.getSnapshot().states.get(1)).toMatchObject({ kind: 'retrying' });
    // A server error is no sign of being offline.
    expect(queue.getSnapshot().isOnline).toBe(true);

    const attemptsAfter = attemptsCounter(server);
    expect(await attemptsAfter(999)).toBe(1);
    expect(await attemptsAfter(1)).toBe(2);
    // Thirty failures in a row are tried again a second apart: a restart of up to half a minute ends in a save
    // within about a second.
    expect(await attemptsAfter(29_000)).toBe(31);
    expect(await attemptsAfter(9999)).toBe(31);
    expect(await attemptsAfter(1)).toBe(32);
    expect(await attemptsAfter(10_000)).toBe(33);

    server.fail(null);
    expect(await attemptsAfter(10_000)).toBe(34);
    expect(queue.getSnapshot().states.get(1)).toMatchObject({ kind: 'saved' });
    // The next trouble starts fast again.
    server.fail(() => new NetworkError(new TypeError('Failed to fetch')));
    queue.edit(1, 'ab');
    expect(await attemptsAfter(1000)).toBe(35);
    expect(queue.getSnapshot().isOnline).toBe(false);
    expect(await attemptsAfter(1000)).toBe(36);
    server.fail(null);
    expect(await attemptsAfter(1000)).toBe(37);
    expect(queue.getSnapshot().states.get(1)).toMatchObject({ kind: 'saved' });
    expect(queue.getSnapshot().isOnline).toBe(true);
    queue.dispose();
  });

  it('waits 2 s, 5 s, then 10 s when the server asks for fewer requests', async () => {
    const { queue, server } = await openQueue();
    server.fail(() => new ApiError(429, 'too_many_request'));
    queue.edit(1, 'a');
    await vi.advanceTimersByTimeAsync(1000);
    const attemptsAfter = attemptsCounter(server);
    expect(await attemptsAfter(1999)).toBe(1);
    expect(await attemptsAfter(1)).toBe(2);
    expect(await attemptsAfter(5000)).toBe(3);
    expect(await attemptsAfter(10_000)).toBe(4);
    expect(await attemptsAfter(10_000)).toBe(5);
    queue.dispose();
  });

  it('sends a replayed save harmlessly: the server keeps the highest seq', async () => {
    const { queue, server } = await openQueue();
    queue.edit(1, 'a');
    await vi.advanceTimersByTimeAsync(1000);
    await server.send(1, { ans: 'a', seq: 1 });
    expect(server.held.get(1)).toEqual({ ans: 'a', seq: 1 });
    queue.dispose();
  });
});

describe('reopening', () => {
  it('restores edits kept on the device when they are newer than the server copy, and resends them', async () => {
    const store = new MemoryAnswerStore();
    await store.put({ practiceId: PRACTICE, questionNo: 1, ans: 'newer on device', seq: 5, queuedAt: 2 });
    await store.put({ practiceId: PRACTICE, questionNo: 2, ans: 'older on device', seq: 2, queuedAt: 1 });
    const { queue, restored, server } = await openQueue({
      store,
      server: serverAnswers(
        { questionNo: 1, ans: 'server', seq: 4 },
        { questionNo: 2, ans: 'server two', seq: 3 },
        { questionNo: 3 },
      ),
    });
    expect([...restored]).toEqual([[1, 'newer on device']]);
    expect(queue.getSnapshot().pending).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ questionNo: 1, ans: 'newer on device', seq: 5 }]);
    expect(await store.list(PRACTICE)).toEqual([expect.objectContaining({ questionNo: 1, seq: 5, isSent: true })]);
    queue.dispose();
  });

  it('shows answers it sent over an older copy of the paper (kept offline) without sending them again', async () => {
    const store = new MemoryAnswerStore();
    await store.put({
      practiceId: PRACTICE,
      questionNo: 1,
      ans: 'sent before the reload',
      seq: 3,
      queuedAt: 1,
      isSent: true,
      savedAt: 500,
    });
    const { queue, restored, server } = await openQueue({
      store,
      server: serverAnswers({ questionNo: 1, ans: 'older', seq: 2 }, { questionNo: 2 }),
    });
    expect([...restored]).toEqual([[1, 'sent before the reload']]);
    expect(queue.getSnapshot().states.get(1)).toEqual({ kind: 'saved', savedAt: 500 });
    // The next edit numbers after what the device sent, so the server never takes it for a replay.
    expect(queue.nextSeq(1)).toBe(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toEqual([]);
    queue.dispose();
  });
});

describe('another device', () => {
  it('is behind when the server holds an answer saved after every one it has heard of, and not after merging it', async () => {
    const { queue } = await openQueue({
      server: serverAnswers({ questionNo: 1, ans: 'a', seq: 1, savedAt: 500 }, { questionNo: 2 }),
    });
    expect(queue.isBehind(null)).toBe(false);
    expect(queue.isBehind(500)).toBe(false);
    // Its own save: the server's time of it is heard with the acknowledgement.
    queue.edit(2, 'mine');
    await vi.advanceTimersByTimeAsync(1000);
    const ownSavedAt = queue.getSnapshot().states.get(2);
    expect(ownSavedAt).toMatchObject({ kind: 'saved' });
    expect(queue.isBehind((ownSavedAt as { savedAt: number }).savedAt)).toBe(false);
    // Saved on another device later: behind until the paper is merged.
    expect(queue.isBehind(5000)).toBe(true);
    queue.merge(serverAnswers({ questionNo: 1, ans: 'elsewhere', seq: 2, savedAt: 5000 }, { questionNo: 2, seq: 1 }));
    expect(queue.isBehind(5000)).toBe(false);
    queue.dispose();
  });

  it('shows answers saved elsewhere with a higher seq, and numbers the next edit after them', async () => {
    const { queue } = await openQueue({
      server: serverAnswers({ questionNo: 1, ans: 'a', seq: 1 }, { questionNo: 2 }),
    });
    const changed = queue.merge(serverAnswers({ questionNo: 1, ans: 'c', seq: 4, savedAt: 900 }, { questionNo: 2 }));
    expect([...changed]).toEqual([[1, 'c']]);
    expect(queue.getSnapshot().states.get(1)).toEqual({ kind: 'saved', savedAt: 900 });
    expect(queue.nextSeq(1)).toBe(5);
    expect([...queue.merge(serverAnswers({ questionNo: 1, ans: 'c', seq: 4 }))]).toEqual([]);
    queue.dispose();
  });

  it('keeps an edit of this device still to send over the server copy', async () => {
    const { queue } = await openQueue({ isOnline: false });
    queue.edit(2, 'typed here');
    expect([...queue.merge(serverAnswers({ questionNo: 2, ans: 'elsewhere', seq: 1 }))]).toEqual([]);
    queue.dispose();
  });

  it('reports a save the server already had a newer answer for', async () => {
    const onSuperseded = vi.fn();
    const send: AnswerSender = async () => ({ seq: 7, savedAt: 1 });
    const opened = await AnswerQueue.open(PRACTICE, new MemoryAnswerStore(), send, serverAnswers({ questionNo: 1 }), {
      onSuperseded,
    });
    opened.queue.edit(1, 'stale here');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onSuperseded).toHaveBeenCalledWith(1);
    opened.queue.dispose();
  });
});

describe('the deadline', () => {
  it('records nothing once frozen, and still sends what was queued before', async () => {
    const { queue, server } = await openQueue({ server: serverAnswers({ questionNo: 1, ans: 'kept', seq: 1 }) });
    queue.edit(1, 'kept and more');
    queue.freeze();
    queue.edit(1, '');
    const flushed = queue.flush(1000);
    await vi.advanceTimersByTimeAsync(0);
    await expect(flushed).resolves.toBe(true);
    expect(server.calls).toEqual([{ questionNo: 1, ans: 'kept and more', seq: 2 }]);
    queue.dispose();
  });
});

describe('a finished paper', () => {
  it('stops and reports practice_finished when the server refuses a late save', async () => {
    const onFinished = vi.fn();
    const send: AnswerSender = async () => {
      throw new ApiError(409, 'practice_finished');
    };
    const { queue } = await openQueue({ send, onFinished });
    queue.edit(1, 'too late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ code: 'practice_finished' }));
    queue.edit(2, 'ignored');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onFinished).toHaveBeenCalledTimes(1);
    await expect(queue.flush(100)).resolves.toBe(false);
  });

  it('marks an answer the server refuses for good as failed, and does not retry it', async () => {
    let calls = 0;
    const send: AnswerSender = async () => {
      calls++;
      throw new ApiError(400, 'invalid_answer');
    };
    const { queue } = await openQueue({ send });
    queue.edit(1, 'e');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
    expect(queue.getSnapshot().states.get(1)).toMatchObject({ kind: 'failed' });
    queue.dispose();
  });
});
