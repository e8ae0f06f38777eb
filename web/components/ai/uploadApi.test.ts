import { describe, expect, it } from 'vitest';
import { checkPickedFiles } from './uploadApi';

const MB = 1024 * 1024;
const file = (size: number, type = 'application/pdf') => ({ size, type });

describe('checkPickedFiles', () => {
  it('takes up to 10 PDFs or images of up to 10 MB each', () => {
    expect(checkPickedFiles([file(MB), file(10 * MB, 'image/png'), file(1, 'image/jpeg')])).toBeNull();
    expect(checkPickedFiles(Array.from({ length: 10 }, () => file(MB)))).toBeNull();
  });

  it("refuses with the spec's reasons", () => {
    expect(checkPickedFiles([])).toEqual({ key: 'none' });
    expect(checkPickedFiles(Array.from({ length: 11 }, () => file(MB)))).toEqual({ key: 'tooMany', max: 10 });
    expect(checkPickedFiles([file(10 * MB + 1)])).toEqual({ key: 'tooLarge', mb: 10 });
    expect(checkPickedFiles([file(MB, 'image/gif')])).toEqual({ key: 'wrongType' });
  });
});
