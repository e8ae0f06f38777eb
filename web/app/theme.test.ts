import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme, variantColorResolver } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** A palette entry (`var(--mantine-color-green-9)`) or a hex, as the hex it stands for. */
function hexOf(value: string): string {
  const palette = /^var\(--mantine-color-([a-z-]+)-(\d)\)$/.exec(value);
  if (!palette) return value;
  return full.colors[palette[1] as string]?.[Number(palette[2])] as string;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('light badges and buttons', () => {
  it.each(Object.keys(full.colors))('draw %s text at WCAG AA (4.5:1) or more on their ground', (color) => {
    const { color: text, background } = variantColorResolver({ color, theme: full, variant: 'light' });
    expect(contrast(hexOf(text), hexOf(background))).toBeGreaterThanOrEqual(4.5);
  });
});
