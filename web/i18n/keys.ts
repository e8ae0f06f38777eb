import type admin from './en/admin.json';
import type ai from './en/ai.json';
import type assignments from './en/assignments.json';
import type billing from './en/billing.json';
import type blogs from './en/blogs.json';
import type classes from './en/classes.json';
import type core from './en/core.json';
import type pages from './en/pages.json';
import type statistics from './en/statistics.json';

// Keys are checked against the English texts, so a misspelt key fails `tsc` (docs/i18n.md). Plural forms (`_one`,
// `_other`) are one key: `t('working.minutesLeft', { count })`.
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

type KeysOf<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? `${Prefix}${WithoutPlural<Key>}`
    : KeysOf<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

export type TranslationKey = KeysOf<
  typeof core &
    typeof pages &
    typeof admin &
    typeof assignments &
    typeof classes &
    typeof statistics &
    typeof ai &
    typeof billing &
    typeof blogs
>;
