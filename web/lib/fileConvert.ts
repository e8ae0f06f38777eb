import { ENHANCED_MAX_SIDE } from '../../common/files';

/**
 * What the file picker does to a picked file before it is sent (spec section 5, "File picker"): a spreadsheet becomes
 * CSV, a Word document HTML, a photo or scan of paper a black and white PNG at most 1800 px on its longer side, any
 * other picture a PNG; a picture that cannot be redrawn is sent as it came. The parsers (read-excel-file, mammoth)
 * are loaded only when such a file is picked, so no page's first load carries them. A `worksheet` (an uploaded
 * assignment) may be any of these: a spreadsheet becomes CSV, a Word document HTML, a picture a page of paper.
 */
export type Conversion = 'pages' | 'png' | 'spreadsheet' | 'document' | 'worksheet' | 'none';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function isSpreadsheet(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === XLSX || /\.xlsx$/i.test(file.name);
}

export function isWordDocument(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === DOCX || /\.docx$/i.test(file.name);
}

/** The name with a new extension: `marks.xlsx` becomes `marks.csv`. */
export function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'file';
  return `${base}.${extension}`;
}

/** Converts one picked file as its kind asks; throws when a spreadsheet or Word file cannot be read. */
export async function convertFile(file: File, conversion: Conversion): Promise<File> {
  const isWorksheet = conversion === 'worksheet';
  if ((conversion === 'spreadsheet' || isWorksheet) && isSpreadsheet(file)) return spreadsheetToCsv(file);
  if ((conversion === 'document' || isWorksheet) && isWordDocument(file)) return wordToHtml(file);
  if ((conversion === 'pages' || conversion === 'png' || isWorksheet) && file.type.startsWith('image/')) {
    // A picture that cannot be redrawn (an unknown format, no canvas) goes as it came: the server checks it anyway.
    try {
      return await redrawAsPng(file, conversion !== 'png');
    } catch {
      return file;
    }
  }
  return file;
}

// --- spreadsheets ---------------------------------------------------------------------------------------------------

type Cell = string | number | boolean | Date | null | undefined | object;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; dates as yyyy-mm-dd. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** The first sheet of an .xlsx workbook as CSV. */
export async function spreadsheetToCsv(file: File): Promise<File> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = (await readSheet(await file.arrayBuffer())) as unknown as Cell[][];
  return new File([toCsv(rows)], renamed(file.name, 'csv'), { type: 'text/csv' });
}

// --- Word documents -------------------------------------------------------------------------------------------------

/** A .docx document as HTML (its text, headings, lists, tables and pictures), by mammoth. */
export async function wordToHtml(file: File): Promise<File> {
  const mammoth = await import('mammoth');
  const bytes = await file.arrayBuffer();
  // The browser build reads `arrayBuffer`; the Node build (the unit tests) reads the same bytes as `buffer`.
  const input = { arrayBuffer: bytes, buffer: bytes };
  const { value } = await mammoth.convertToHtml(input);
  return new File([value], renamed(file.name, 'html'), { type: 'text/html' });
}

// --- pictures -------------------------------------------------------------------------------------------------------

/** The size that fits within `max` pixels on the longer side, never enlarged. */
export function fitWithin(width: number, height: number, max = ENHANCED_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Otsu's threshold of a grey histogram (256 bins): the grey level that best separates ink from paper, whatever the
 * light the photo was taken in.
 */
export function otsuThreshold(histogram: ArrayLike<number>): number {
  let total = 0;
  let sum = 0;
  for (let level = 0; level < 256; level++) {
    total += histogram[level] ?? 0;
    sum += level * (histogram[level] ?? 0);
  }
  let background = 0;
  let backgroundSum = 0;
  let best = 0;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    background += histogram[level] ?? 0;
    if (background === 0) continue;
    const foreground = total - background;
    if (foreground === 0) break;
    backgroundSum += level * (histogram[level] ?? 0);
    const meanBackground = backgroundSum / background;
    const meanForeground = (sum - backgroundSum) / foreground;
    const between = background * foreground * (meanBackground - meanForeground) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * RGBA pixels made black and white in place (the "enhanced" scan): each pixel's luminance against the picture's Otsu
 * threshold; transparent pixels count as paper.
 */
export function toBlackAndWhite(pixels: Uint8ClampedArray): void {
  const grey = new Uint8Array(pixels.length / 4);
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < grey.length; i++) {
    const at = i * 4;
    const alpha = (pixels[at + 3] ?? 255) / 255;
    const luminance = 0.299 * (pixels[at] ?? 0) + 0.587 * (pixels[at + 1] ?? 0) + 0.114 * (pixels[at + 2] ?? 0);
    const value = Math.round(luminance * alpha + 255 * (1 - alpha));
    grey[i] = value;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const threshold = otsuThreshold(histogram);
  for (let i = 0; i < grey.length; i++) {
    const value = (grey[i] ?? 255) > threshold ? 255 : 0;
    const at = i * 4;
    pixels[at] = value;
    pixels[at + 1] = value;
    pixels[at + 2] = value;
    pixels[at + 3] = 255;
  }
}

/** The picture drawn again as a PNG: enhanced (black and white, at most 1800 px) for pages of paper. */
async function redrawAsPng(file: File, enhance: boolean): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const size = enhance ? fitWithin(bitmap.width, bitmap.height) : { width: bitmap.width, height: bitmap.height };
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  if (enhance) {
    const image = context.getImageData(0, 0, size.width, size.height);
    toBlackAndWhite(image.data);
    context.putImageData(image, 0, 0);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('not encoded');
  return new File([blob], renamed(file.name, 'png'), { type: 'image/png' });
}
