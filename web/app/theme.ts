import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

// System fonts first; the CJK families keep Traditional Chinese in a Hong Kong typeface on each platform.
const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang HK', 'Noto Sans HK', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif";

export const theme = createTheme({
  primaryColor: 'lagoon',
  primaryShade: { light: 6, dark: 4 },
  colors: { lagoon },
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
