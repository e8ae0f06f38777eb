import { describe, expect, it } from 'vitest';
import { findGradeBand, findGradeBandProblem } from './grades';

const bands = [
  { grade: 'A', min: 0.7, max: 1, color: '#000000' },
  { grade: 'B', min: 0.4, max: 0.7, color: '#000000' },
  { grade: 'C', min: 0, max: 0.4, color: '#000000' },
];

describe('findGradeBandProblem', () => {
  it('accepts bands that cover 0 to 1 exactly once, in any order', () => {
    expect(findGradeBandProblem(bands)).toBeNull();
  });

  it.each([
    ['overlap', [{ ...bands[0]!, min: 0.6 }, bands[1]!, bands[2]!], 'overlap'],
    ['gap', [bands[0]!, { ...bands[1]!, max: 0.65 }, bands[2]!], 'gap'],
    ['not from 0', [bands[0]!, bands[1]!, { ...bands[2]!, min: 0.1 }], 'not 0'],
    ['not to 1', [{ ...bands[0]!, max: 0.9 }, bands[1]!, bands[2]!], 'not 1'],
    ['empty band', [bands[0]!, { ...bands[1]!, min: 0.7 }, bands[2]!], 'min >= max'],
  ])('finds a %s', (_name, input, message) => {
    expect(findGradeBandProblem(input)).toContain(message);
  });

  it('tolerates fractions that came from percentages', () => {
    expect(
      findGradeBandProblem([
        { grade: 'A', min: 0.3 + 0.4, max: 1, color: '#000000' },
        { grade: 'B', min: 0, max: 0.7, color: '#000000' },
      ]),
    ).toBeNull();
  });
});

describe('findGradeBand', () => {
  it('puts a score on its band with min inclusive and max exclusive', () => {
    expect(findGradeBand(bands, 0.4)?.grade).toBe('B');
    expect(findGradeBand(bands, 0.6999)?.grade).toBe('B');
    expect(findGradeBand(bands, 0)?.grade).toBe('C');
  });

  it('includes a full score in the top band', () => {
    expect(findGradeBand(bands, 1)?.grade).toBe('A');
  });
});
