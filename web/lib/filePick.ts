import { FILE_PICKER } from '../../common/files';
import { type Conversion, convertFile } from './fileConvert';

/**
 * The file picker's rules (spec section 5, "File picker"), apart from any screen: at most 10 files of at most 10 MB,
 * 100 s to choose, then each file converted for what it is for (fileConvert.ts). A problem is one of the spec's
 * messages (`files.<key>` in the core texts); the caller shows all but `timeout` and `cancelled`, which the spec
 * ignores silently (section 8).
 */
export type PickProblem =
  | { key: 'tooMany'; max: number }
  | { key: 'tooLarge'; mb: number }
  | { key: 'wrongType' }
  | { key: 'none' }
  | { key: 'timeout' }
  | { key: 'cancelled' }
  | { key: 'failed' };

export class PickError extends Error {
  constructor(readonly problem: PickProblem) {
    super(problem.key);
  }
}

/** Whether the spec shows the problem: a cancelled or timed-out choice says nothing. */
export function isSilent(problem: PickProblem): boolean {
  return problem.key === 'timeout' || problem.key === 'cancelled';
}

export interface PickRules {
  /** most files at once (default 10; 1 for a single file) */
  maxFiles?: number;
  /** most bytes a file (default 10 MB) */
  maxBytes?: number;
  /** MIME types or `.ext` names, as an input's `accept`; empty: anything */
  accept?: readonly string[];
}

function accepts(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  return accept.some((rule) =>
    rule.startsWith('.')
      ? file.name.toLowerCase().endsWith(rule.toLowerCase())
      : rule.endsWith('/*')
        ? file.type.startsWith(rule.slice(0, -1))
        : file.type === rule,
  );
}

/** The first rule a choice breaks, before anything is converted or sent; null when it keeps them all. */
export function checkFiles(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  rules: PickRules = {},
): PickProblem | null {
  const maxFiles = rules.maxFiles ?? FILE_PICKER.files;
  const maxBytes = rules.maxBytes ?? FILE_PICKER.bytes;
  if (files.length === 0) return { key: 'none' };
  if (files.length > maxFiles) return { key: 'tooMany', max: maxFiles };
  if (files.some((file) => file.size > maxBytes)) return { key: 'tooLarge', mb: Math.round(maxBytes / (1024 * 1024)) };
  if (files.some((file) => !accepts(file, rules.accept ?? []))) return { key: 'wrongType' };
  return null;
}

/**
 * Opens the input's file dialog and waits for the choice: the files, or a PickError: `cancelled` when the dialog is
 * closed without a choice, `timeout` when nothing came within `waitMs` (100 s, the spec's wait).
 */
export function waitForChoice(input: HTMLInputElement, waitMs: number = FILE_PICKER.waitMs): Promise<File[]> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      input.removeEventListener('change', onChange);
      input.removeEventListener('cancel', onCancel);
    };
    const onChange = () => {
      done();
      const files = Array.from(input.files ?? []);
      // The same file may be picked again next time.
      input.value = '';
      resolve(files);
    };
    const onCancel = () => {
      done();
      reject(new PickError({ key: 'cancelled' }));
    };
    const timer = setTimeout(() => {
      done();
      reject(new PickError({ key: 'timeout' }));
    }, waitMs);
    input.addEventListener('change', onChange);
    input.addEventListener('cancel', onCancel);
    input.click();
  });
}

/** Checks the chosen files, then converts each (PickError `failed` when one cannot be). */
export async function prepareFiles(files: File[], rules: PickRules, conversion: Conversion): Promise<File[]> {
  const problem = checkFiles(files, rules);
  if (problem) throw new PickError(problem);
  try {
    return await Promise.all(files.map((file) => convertFile(file, conversion)));
  } catch {
    throw new PickError({ key: 'failed' });
  }
}
