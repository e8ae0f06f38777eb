import type { RecordedRequest } from './ai-server';

/**
 * What the local AI peer (ai-server.ts) answers to each of our prompts, by what the prompt asks: a question of the
 * asked type, a mark per marking-scheme point, or a worked solution. Tests and the browser tests' server use it.
 */
export function paperwiseReply(request: RecordedRequest, index: number): unknown {
  const text = JSON.stringify(request.messages);
  if (text.includes("Mark the student's answer")) {
    const total = Number(/Question \((\d+(?:\.\d+)?) marks\)/.exec(text)?.[1] ?? 4);
    return {
      points: [
        { point: 'States the key idea', awarded: Math.min(2, total), reason: 'The key idea is stated correctly.' },
        { point: 'Works it through', awarded: Math.max(0, Math.min(1, total - 2)), reason: 'One step is missing.' },
      ],
      feedback: 'A good start: show every step to earn full marks.',
    };
  }
  if (text.includes('Write the worked solution')) {
    return { solution: `Factorise: $x^2 - 5x + 6 = (x-2)(x-3)$, so $x = 2$ or $x = 3$. (${index})` };
  }
  const type = /Type: (mc|short|long)/.exec(text)?.[1] ?? 'mc';
  const n = index + 1;
  if (type === 'mc') {
    return {
      question: `AI question ${n}: what is $${n} + ${n}$?`,
      options: { a: `$${2 * n}$`, b: `$${2 * n + 1}$`, c: `$${2 * n - 1}$`, d: `$${n}$` },
      correct: 'a',
      solution: `$${n} + ${n} = ${2 * n}$, so the answer is A.`,
    };
  }
  return {
    question: `AI question ${n}: solve $x^2 - 5x + 6 = 0$ and explain each step.`,
    options: null,
    correct: null,
    solution: 'Factorise $(x-2)(x-3) = 0$ (2 marks); so $x = 2$ or $x = 3$ (2 marks).',
  };
}
