import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TYPES } from '../../common/files';
import { checkFiles, isSilent, PickError, prepareFiles, waitForChoice } from './filePick';

const MB = 1024 * 1024;
const file = (size: number, type = 'application/pdf', name = 'a.pdf') => ({ size, type, name });

afterEach(() => {
  vi.useRealTimers();
});

describe('the file picker rules', () => {
  it('takes up to 10 files of up to 10 MB each, of the types asked for', () => {
    const pages = { accept: PAGE_TYPES };
    expect(checkFiles([file(MB), file(10 * MB, 'image/png'), file(1, 'image/jpeg')], pages)).toBeNull();
    expect(
      checkFiles(
        Array.from({ length: 10 }, () => file(MB)),
        pages,
      ),
    ).toBeNull();
    expect(checkFiles([file(1, 'text/csv', 'class.csv')], { accept: ['.csv', '.xlsx'] })).toBeNull();
    expect(checkFiles([file(1, '', 'Class 5A.XLSX')], { accept: ['.csv', '.xlsx'] })).toBeNull();
    expect(checkFiles([file(1, 'image/webp', 'p.webp')], { accept: ['image/*'] })).toBeNull();
  });

  it("refuses with the spec's reasons", () => {
    expect(checkFiles([])).toEqual({ key: 'none' });
    expect(checkFiles(Array.from({ length: 11 }, () => file(MB)))).toEqual({ key: 'tooMany', max: 10 });
    expect(checkFiles([file(10 * MB + 1)])).toEqual({ key: 'tooLarge', mb: 10 });
    expect(checkFiles([file(MB, 'image/gif')], { accept: PAGE_TYPES })).toEqual({ key: 'wrongType' });
    expect(checkFiles([file(1), file(1)], { maxFiles: 1 })).toEqual({ key: 'tooMany', max: 1 });
  });

  it('says nothing of a cancelled or timed-out choice, as the spec has it', () => {
    expect(isSilent({ key: 'timeout' })).toBe(true);
    expect(isSilent({ key: 'cancelled' })).toBe(true);
    expect(isSilent({ key: 'failed' })).toBe(false);
    expect(isSilent({ key: 'tooMany', max: 10 })).toBe(false);
  });
});

function fileInput() {
  const input = document.createElement('input');
  input.type = 'file';
  const click = vi.spyOn(input, 'click').mockImplementation(() => {});
  return { input, click };
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PickError ? error.problem.key : 'other'),
  );

describe('waiting for the choice', () => {
  it('opens the dialog and answers the files chosen', async () => {
    const { input, click } = fileInput();
    const waiting = waitForChoice(input);
    expect(click).toHaveBeenCalledOnce();
    const chosen = new File(['x'], 'page.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [chosen], configurable: true });
    input.dispatchEvent(new Event('change'));
    expect(await waiting).toEqual([chosen]);
  });

  it('gives up after 100 s, not before', async () => {
    vi.useFakeTimers();
    const { input } = fileInput();
    const waiting = problemOf(waitForChoice(input));
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(99_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBe('timeout');
    // A late choice after the timeout is not taken.
    input.dispatchEvent(new Event('change'));
  });

  it('ends on a cancelled dialog', async () => {
    const { input } = fileInput();
    const waiting = problemOf(waitForChoice(input));
    input.dispatchEvent(new Event('cancel'));
    expect(await waiting).toBe('cancelled');
  });

  it('checks the files before converting them, and reports a conversion that fails', async () => {
    expect(await problemOf(prepareFiles([], {}, 'none'))).toBe('none');
    const notASheet = new File(['not a zip'], 'marks.xlsx');
    expect(await problemOf(prepareFiles([notASheet], {}, 'spreadsheet'))).toBe('failed');
    const notWord = new File(['not a zip'], 'notes.docx');
    expect(await problemOf(prepareFiles([notWord], {}, 'document'))).toBe('failed');
  });
});
