/**
 * The file picker's limits (spec section 5, "File picker"): at most 10 files of at most 10 MB each, and 100 s to
 * choose them. The web app checks them before anything is sent (web/components/FilePicker.tsx); the server checks the
 * count and sizes again, and each file's type from its bytes.
 */
export const FILE_PICKER = { files: 10, bytes: 10 * 1024 * 1024, waitMs: 100_000 } as const;

/** Scans and photos of paper are enhanced to black and white PNGs at most this many pixels on their longer side. */
export const ENHANCED_MAX_SIDE = 1800;

/** What a paper's pages may be: photos and PDFs (spec: "Uploads accept images and PDFs, several at once"). */
export const PAGE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/**
 * What an uploaded assignment may be (issue 26): pages, and Word worksheets and spreadsheets, which the file picker
 * turns into HTML and CSV in the browser (web/lib/fileConvert.ts); the server reads that text, not the file.
 */
export const WORKSHEET_TYPES = [...PAGE_TYPES, '.docx', '.xlsx', '.csv', 'text/csv'] as const;
