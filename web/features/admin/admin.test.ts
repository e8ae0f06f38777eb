import { describe, expect, it } from 'vitest';
import { newGradeRow, rowsAreFilled, toGradeBands, toGradeRows } from './grades';
import { listPath, saveListSearch, saveScroll, takeScroll, throttle } from './scroll';

describe('grade band form', () => {
  it('shows fractions as 0-100 and sends them back without binary noise', () => {
    const rows = toGradeRows([{ grade: '5**', min: 0.85, max: 1, color: '#FF0000' }]);
    expect(rows).toEqual([{ grade: '5**', min: 85, max: 100, color: '#FF0000' }]);
    expect(toGradeBands([{ grade: ' A ', min: '57.5', max: 85, color: '#FF0000' }])).toEqual([
      { grade: 'A', min: 0.575, max: 0.85, color: '#ff0000' },
    ]);
  });
  it('checks rows are filled in', () => {
    expect(rowsAreFilled([{ grade: 'A', min: 0, max: 100, color: '#123456' }])).toBe(true);
    expect(rowsAreFilled([{ grade: '', min: 0, max: 100, color: '#123456' }])).toBe(false);
    expect(rowsAreFilled([{ grade: 'A', min: 0, max: 101, color: '#123456' }])).toBe(false);
    expect(rowsAreFilled([{ grade: 'A', min: '', max: 100, color: '#123456' }])).toBe(false);
    expect(rowsAreFilled([{ grade: 'A', min: 0, max: 100, color: 'red' }])).toBe(false);
  });
  it('starts a new row below the lowest', () => {
    expect(newGradeRow([])).toMatchObject({ min: 0, max: 100 });
    expect(newGradeRow([{ grade: 'A', min: 60, max: 100, color: '#123456' }])).toMatchObject({ min: 0, max: 60 });
  });
});

describe('scroll restore', () => {
  function memory() {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  }
  it('gives the saved position once', () => {
    const store = memory();
    saveScroll(store, 'subject=x', 812.4, 3);
    expect(takeScroll(store, 'other')).toBeNull();
    expect(takeScroll(store, 'subject=x')).toEqual({ y: 812, pages: 3 });
    expect(takeScroll(store, 'subject=x')).toBeNull();
  });
  it('remembers the list filters for the back button', () => {
    const store = memory();
    expect(listPath(store)).toBe('/app/manage-questions');
    saveListSearch(store, '?subject=s&level=2');
    expect(listPath(store)).toBe('/app/manage-questions?subject=s&level=2');
  });
  it('ignores garbage', () => {
    const store = memory();
    store.setItem('paperwise.admin.scroll:k', '{nope');
    expect(takeScroll(store, 'k')).toBeNull();
  });
  it('throttles to once per window', () => {
    let now = 0;
    let calls = 0;
    const run = throttle(
      () => calls++,
      1000,
      () => now,
    );
    run();
    run();
    now = 999;
    run();
    now = 1000;
    run();
    expect(calls).toBe(2);
  });
});
