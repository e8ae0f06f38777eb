import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode } from '../../../common/classes';
import type { Db } from '../../db/index';
import { isJoinCodeTaken } from './queries';

/**
 * A join code no live class has. 31^7 (27 billion) codes and joining is rate-limited, so guessing one is hopeless;
 * a clash is rare enough that trying again is all it needs (and the classes_join_code index stops two writers
 * landing on the same code at once).
 */
export async function freeJoinCode(db: Db): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: JOIN_CODE_LENGTH },
      () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
    ).join('');
    if (!(await isJoinCodeTaken(db, code))) return code;
  }
}

/** A code as a student may type it, or null when it cannot be one (no lookup needed). */
export function readJoinCode(typed: string): string | null {
  const code = normalizeJoinCode(typed);
  if (code.length !== JOIN_CODE_LENGTH) return null;
  return [...code].every((char) => JOIN_CODE_ALPHABET.includes(char)) ? code : null;
}
