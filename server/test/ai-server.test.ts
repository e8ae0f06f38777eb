import { afterEach, describe, expect, it } from 'vitest';
import { type AiServer, startAiServer } from './ai-server';

// The AI peer's holds: the browser tests hold the one request they must see waiting (e2e/helpers.ts holdAi).

let peer: AiServer;
afterEach(() => peer.close());

const control = (path: string) => peer.baseUrl.replace(/\/v1$/, path);
const ask = (content: string) =>
  fetch(`${peer.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content }] }),
  }).then(async (res) => ((await res.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]);

describe('the AI peer holds', () => {
  it('keeps a matching request waiting until its hold is released; others pass', async () => {
    peer = await startAiServer({ reply: (request) => JSON.stringify(request.messages[0]?.content) });
    const held = await fetch(control('/control/holds'), {
      method: 'POST',
      body: JSON.stringify({ contains: ['Type: short', 'Language: English'] }),
    });
    expect(held.status).toBe(201);
    const { id } = (await held.json()) as { id: number };

    let answered = false;
    const third = ask('Type: short\nLanguage: English').then((choice) => {
      answered = true;
      return choice;
    });
    // A request matching only part of the hold, and one in another language, are answered meanwhile.
    expect((await ask('Type: mc\nLanguage: English'))?.message.content).toContain('Type: mc');
    expect((await ask('Type: short\nLanguage: Traditional Chinese'))?.message.content).toContain('Chinese');
    expect(answered).toBe(false);
    expect(peer.requests).toHaveLength(3);

    expect((await fetch(control(`/control/holds/${id}`), { method: 'DELETE' })).status).toBe(200);
    expect((await third)?.message.content).toContain('Type: short');
    // Released once: a second release is not found, and the next matching request passes at once.
    expect((await fetch(control(`/control/holds/${id}`), { method: 'DELETE' })).status).toBe(404);
    expect((await ask('Type: short\nLanguage: English'))?.message.content).toContain('short');
  });

  it('refuses a hold without strings to match, which would hold everything', async () => {
    peer = await startAiServer();
    for (const body of [{}, { contains: [] }, { contains: [''] }, { contains: [3] }])
      expect((await fetch(control('/control/holds'), { method: 'POST', body: JSON.stringify(body) })).status).toBe(400);
  });
});
