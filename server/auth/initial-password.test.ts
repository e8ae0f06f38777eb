import { describe, expect, it } from 'vitest';
import { INITIAL_PASSWORD_ALPHABET, newInitialPassword } from './initial-password';

describe('initial passwords', () => {
  it('are 16 letters and digits with none that look alike and no punctuation', () => {
    for (let i = 0; i < 2000; i++) expect(newInitialPassword()).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
  });

  it('never use 0, O, o, 1, l or I, nor a character that is not a letter or digit', () => {
    for (const symbol of '0Oo1lI-_.+/=') expect(INITIAL_PASSWORD_ALPHABET).not.toContain(symbol);
  });

  it('draw every symbol of the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const symbol of newInitialPassword()) seen.add(symbol);
    expect(seen.size).toBe(INITIAL_PASSWORD_ALPHABET.length);
  });
});
