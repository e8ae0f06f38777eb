import { randomInt } from 'node:crypto';

/**
 * The symbols of an initial password: letters and digits a person can read aloud, copy from a screen or type from a
 * printout without doubt. No 0/O/o, 1/l/I, and no punctuation, so no password starts with '-' (read as an option by
 * a shell or a spreadsheet) or ends in a character a double-click selection drops.
 */
export const INITIAL_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const INITIAL_PASSWORD_LENGTH = 16;

/** 16 symbols of 55, about 92 random bits: far above the minimum length and any guessing. */
export function newInitialPassword(pick: (max: number) => number = randomInt): string {
  let password = '';
  for (let i = 0; i < INITIAL_PASSWORD_LENGTH; i++) {
    password += INITIAL_PASSWORD_ALPHABET[pick(INITIAL_PASSWORD_ALPHABET.length)];
  }
  return password;
}
