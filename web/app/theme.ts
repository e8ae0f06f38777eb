import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A calm blue-teal. Shade 6 (the filled buttons) has 5:1 contrast with white text, above WCAG AA for normal text.
const lagoon: MantineColorsTuple = [
  '#e5f6f8',
  '#d0ecf0',
  '#a3d8e1',
  '#72c3d1',
  '#4ab1c4',
  '#1a8da3',
  '#0a7a8f',
  '#086a7d',
  '#065a6b',
  '#044857',
];

// `urgent`: an orange dark enough for white text on it (shade 6, 5.2:1) and for text on a light orange ground (4.7:1);
// Mantine's orange.8 gave white text 3.6:1.
const urgent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd0a1',
  '#fdb474',
  '#f98f45',
  '#e8590c',
  '#c2410c',
  '#a8380b',
  '#8c2f0a',
  '#6f2508',
];

// System fonts first; the CJK families keep Traditional Chinese in a Hong Kong typeface on each platform.
const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang HK', 'Noto Sans HK', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif";

// A light badge or button draws its text on a pale ground of its colour. Mantine's shades fell below WCAG AA's 4.5:1
// for several colours (lagoon 4.4:1, grey 3.0:1, orange 3.3:1, teal 3.4:1), found by bench/lighthouse.ts. Here the
// ground is shade 0 and the text shade 9 (5:1 or more); orange and yellow, pale even at 9, take the urgent brown.
// Green and lime stay under 4.5:1 even at 9 (green 4.1:1: axe found it on a solution's "Correct" badge), so their
// text is shade 9 with a fifth of black: green #226e32 (5.9:1), lime #4a760a (5.1:1). web/app/theme.test.ts checks
// every colour.
const DARKER_TEXT: Record<string, string> = { green: '#226e32', lime: '#4a760a' };

export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const color = input.color ?? input.theme.primaryColor;
  if (input.variant !== 'light' || color.includes('.') || color.startsWith('#')) return colors;
  const text = color === 'orange' || color === 'yellow' ? 'urgent-8' : `${color}-9`;
  return {
    ...colors,
    background: `var(--mantine-color-${color}-0)`,
    hover: `var(--mantine-color-${color}-1)`,
    color: DARKER_TEXT[color] ?? `var(--mantine-color-${text})`,
  };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'lagoon',
  primaryShade: { light: 6, dark: 4 },
  colors: { lagoon, urgent },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
  },
});

// Mantine's default dimmed grey (#868e96) reads at 3.3:1 on white; this one is 6:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-body': '#ffffff' },
  dark: {},
});
