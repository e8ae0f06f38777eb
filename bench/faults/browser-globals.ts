// The web app's autosave queue (web/features/working/answerQueue.ts) is plain TypeScript with no DOM of its own, but
// the module it takes its error classes from (web/lib/api.ts) loads the i18n module, which on loading reads the
// browser's language (`navigator`) and sets `<html lang>` (`document.documentElement`). Node 20 has neither; these
// two stand-ins are all those two statements touch (localStorage is read inside a try). Imported before the web
// modules, so the suite runs the web app's own queue and retry rules rather than a copy of them.
const globals = globalThis as {
  navigator?: { language: string; languages: readonly string[] };
  document?: { documentElement: { lang: string } };
};
globals.navigator ??= { language: 'en', languages: ['en'] };
globals.document ??= { documentElement: { lang: 'en' } };
