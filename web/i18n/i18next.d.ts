import 'i18next';
import type en from './en.json';

// Keys are checked against en.json, so a misspelt key fails `tsc` (STYLE.md section 9).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
