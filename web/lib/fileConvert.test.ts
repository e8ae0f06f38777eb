import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { makeDocx } from '../test/docx';
import {
  convertFile,
  csvField,
  fitWithin,
  otsuThreshold,
  renamed,
  spreadsheetToCsv,
  toBlackAndWhite,
  toCsv,
  wordToHtml,
} from './fileConvert';

describe('spreadsheets to CSV', () => {
  it('quotes what needs quoting and writes dates as days', () => {
    expect(csvField('Chan, Tai Man')).toBe('"Chan, Tai Man"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(5)).toBe('5');
    expect(csvField(null)).toBe('');
    expect(csvField(new Date(Date.UTC(2026, 8, 1)))).toBe('2026-09-01');
    expect(
      toCsv([
        ['name', 'class'],
        ['陳大文', '5A'],
      ]),
    ).toBe('name,class\r\n陳大文,5A');
    expect(renamed('Class 5A.xlsx', 'csv')).toBe('Class 5A.csv');
    expect(renamed('notes', 'html')).toBe('notes.html');
  });

  it("reads a workbook's first sheet", async () => {
    const bytes = await writeXlsxFile([
      {
        sheet: 'Class',
        data: [
          ['name', 'email', 'class'],
          ['Chan, Tai Man', 'chan@example.com', '5A'],
          ['陳小明', 'ming@example.com', 12],
        ],
      },
      { sheet: 'Other', data: [['not', 'this']] },
    ]).toBuffer();
    const csv = await spreadsheetToCsv(new File([new Uint8Array(bytes)], 'class.xlsx'));
    expect(csv.name).toBe('class.csv');
    expect(csv.type).toBe('text/csv');
    expect(await csv.text()).toBe(
      'name,email,class\r\n"Chan, Tai Man",chan@example.com,5A\r\n陳小明,ming@example.com,12',
    );
  });
});

describe('Word documents to HTML', () => {
  it('keeps the headings and paragraphs', async () => {
    const docx = makeDocx(
      [
        '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Chapter 1</w:t></w:r></w:p>',
        '<w:p><w:r><w:t>Forces &amp; motion</w:t></w:r></w:p>',
      ].join('\n'),
    );
    const html = await wordToHtml(new File([docx], 'notes.docx'));
    expect(html.name).toBe('notes.html');
    expect(await html.text()).toBe('<h1>Chapter 1</h1><p>Forces &amp; motion</p>');
  });
});

describe('pictures of paper', () => {
  it('fit within 1800 px on the longer side, never enlarged', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1800, height: 1350 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1350, height: 1800 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('become black and white at the threshold between ink and paper', () => {
    const histogram = new Array<number>(256).fill(0);
    histogram[40] = 100; // ink
    histogram[200] = 900; // paper in dim light
    const threshold = otsuThreshold(histogram);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(200);

    // Grey ink (60) on grey paper (170), one transparent pixel: black, white, white.
    const pixels = new Uint8ClampedArray([60, 60, 60, 255, 170, 170, 170, 255, 0, 0, 0, 0]);
    toBlackAndWhite(pixels);
    expect([...pixels]).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255]);
  });

  it('go as they came when they cannot be redrawn, and other files are left alone', async () => {
    // jsdom draws nothing (no createImageBitmap): the fallback the spec asks for.
    const photo = new File(['jpeg bytes'], 'page.jpg', { type: 'image/jpeg' });
    expect(await convertFile(photo, 'pages')).toBe(photo);
    expect(await convertFile(photo, 'png')).toBe(photo);
    const pdf = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    expect(await convertFile(pdf, 'pages')).toBe(pdf);
    const csv = new File(['a,b'], 'class.csv', { type: 'text/csv' });
    expect(await convertFile(csv, 'spreadsheet')).toBe(csv);
  });
});

describe('a worksheet (an uploaded assignment)', () => {
  it('turns Word into HTML and a spreadsheet into CSV, and leaves a PDF and a CSV as they are', async () => {
    const docx = new File([makeDocx('<w:p><w:r><w:t>1. Solve x + 1 = 3.</w:t></w:r></w:p>')], 'week 3.docx');
    const html = await convertFile(docx, 'worksheet');
    expect([html.name, html.type, await html.text()]).toEqual([
      'week 3.html',
      'text/html',
      '<p>1. Solve x + 1 = 3.</p>',
    ]);
    const xlsx = await writeXlsxFile([
      {
        sheet: 'Q',
        data: [
          ['No', 'Question'],
          [1, 'Name the organelle'],
        ],
      },
    ]).toBuffer();
    const csv = await convertFile(new File([new Uint8Array(xlsx)], 'bank.xlsx'), 'worksheet');
    expect([csv.name, await csv.text()]).toEqual(['bank.csv', 'No,Question\r\n1,Name the organelle']);
    const pdf = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    expect(await convertFile(pdf, 'worksheet')).toBe(pdf);
    const plain = new File(['a,b'], 'class.csv', { type: 'text/csv' });
    expect(await convertFile(plain, 'worksheet')).toBe(plain);
  });
});
