const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** How many `$$` open or close a display formula on this line (an escaped `\$$` is a dollar sign, not one). */
function displayMarks(line: string): number {
  return line.match(/(?<!\\)\$\$/g)?.length ?? 0;
}

/**
 * The text OCR read off an image (paragraphs split by blank lines, maths as `$…$` or `$$…$$`) as HTML for the notes
 * editor: a paragraph per block, a line break per line, everything else plain text (the editor keeps LaTeX as text,
 * rendered by the server's preview). The lines of a display formula are joined with spaces instead, even across a
 * blank line: a `<br>` or a paragraph break inside `$$…$$` would end up inside the formula KaTeX reads.
 */
export function ocrTextToHtml(text: string): string {
  const paragraphs: string[][] = [];
  let lines: string[] = [];
  let inDisplay = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' && !inDisplay) {
      if (lines.length > 0) paragraphs.push(lines);
      lines = [];
      continue;
    }
    const joinToLast = inDisplay && lines.length > 0;
    if (joinToLast) lines[lines.length - 1] = `${lines[lines.length - 1]} ${trimmed}`.trimEnd();
    else lines.push(trimmed);
    if (displayMarks(trimmed) % 2 === 1) inDisplay = !inDisplay;
  }
  if (lines.length > 0) paragraphs.push(lines);
  return paragraphs.map((block) => `<p>${block.map(escapeHtml).join('<br>')}</p>`).join('');
}
