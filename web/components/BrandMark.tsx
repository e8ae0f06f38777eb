import { Group, Text } from '@mantine/core';

interface BrandMarkProps {
  size?: number;
  /** white text for dark backgrounds */
  inverted?: boolean;
}

/** The logo: a folded exam paper with a tick. */
export function BrandLogo({ size = 32, inverted = false }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={inverted ? 'rgba(255, 255, 255, 0.18)' : '#0a7a8f'} />
      <path d="M9 7h10l5 5v13a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff" />
      <path d="M19 7v5h5" fill="#a3d8e1" />
      <path d="m11.5 18 3 3 6-6.5" fill="none" stroke="#0a7a8f" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function BrandMark({ size = 32, inverted = false }: BrandMarkProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandLogo size={size} inverted={inverted} />
      <Text fw={800} fz={size * 0.62} c={inverted ? 'white' : 'dark.7'} lh={1}>
        Paperwise
      </Text>
    </Group>
  );
}
