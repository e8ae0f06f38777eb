import { describe, expect, it } from 'vitest';
import { detectDocumentType, isXlsx, listZipEntries } from './sniff';
import { docx, pdf, zip } from './testing';
import { contentDisposition, safeFileName } from './upload';

describe('detectDocumentType', () => {
  it('reads the type from the bytes', () => {
    expect(detectDocumentType(pdf('x'))).toBe('pdf');
    expect(detectDocumentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(detectDocumentType(docx('x'))).toBe('docx');
    expect(detectDocumentType(Buffer.from('plain text, 中文'))).toBe('txt');
  });

  it('refuses other zips, binary data and invalid UTF-8', () => {
    expect(detectDocumentType(zip({ 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(detectDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectDocumentType(Buffer.from('text\u0000with a NUL'))).toBeNull();
    expect(detectDocumentType(Buffer.from([0x61, 0xff, 0xfe]))).toBeNull();
  });

  it('lists zip entries and finds a workbook', () => {
    const bytes = zip({ 'xl/workbook.xml': '<x/>', '[Content_Types].xml': '<y/>' });
    expect(listZipEntries(bytes)).toEqual(['xl/workbook.xml', '[Content_Types].xml']);
    expect(isXlsx(bytes)).toBe(true);
    expect(isXlsx(docx('x'))).toBe(false);
    expect(listZipEntries(Buffer.from('PK\u0003\u0004 truncated'))).toBeNull();
  });
});

describe('file names', () => {
  it('keeps the base name only, and writes a download header every browser reads', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\syl\u0007labus.pdf')).toBe('syllabus.pdf');
    expect(safeFileName('')).toBe('file');
    expect(contentDisposition('inline', '課程 "A".pdf')).toBe(
      `inline; filename="__ _A_.pdf"; filename*=UTF-8''${encodeURIComponent('課程 "A".pdf')}`,
    );
  });
});
