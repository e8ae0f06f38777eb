import { describe, expect, it } from 'vitest';
import { ocrTextToHtml } from './ocrHtml';
import { moveIds, moveItem } from './reorder';

describe('reorder', () => {
  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
  it('moves ids one step or refuses at the ends', () => {
    expect(moveIds(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveIds(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveIds(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(moveIds(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveIds(['a'], 'x', 1)).toBeNull();
  });
});

describe('OCR text into the notes editor', () => {
  it('makes a paragraph of each block and a line break of each line', () => {
    expect(ocrTextToHtml('Question 1\n(a) Solve $x^2 = 9$.\n\n\n(b) Hence find $x$.\n')).toBe(
      '<p>Question 1<br>(a) Solve $x^2 = 9$.</p><p>(b) Hence find $x$.</p>',
    );
  });
  it('keeps the text as text, markup and all', () => {
    expect(ocrTextToHtml('If $a < b$ & <b>bold</b>')).toBe('<p>If $a &lt; b$ &amp; &lt;b&gt;bold&lt;/b&gt;</p>');
  });
  it('keeps a display formula on one line, even across a blank line', () => {
    expect(ocrTextToHtml('Then\n$$\n\\frac{1}{2}\n\n+ x\n$$\nso done.')).toBe(
      '<p>Then<br>$$ \\frac{1}{2} + x $$<br>so done.</p>',
    );
    expect(ocrTextToHtml('$$x^2$$ and\nnext')).toBe('<p>$$x^2$$ and<br>next</p>');
  });
  it('answers nothing for no text', () => {
    expect(ocrTextToHtml(' \n\n ')).toBe('');
  });
});
