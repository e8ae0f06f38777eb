import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { timeBarColor } from '../../../../common/practice-rules';
import { useTranslation } from '../../../i18n/i18n';
import { announcementBetween, formatRemaining, remainingMs } from '../clock';
import { type ClockCheck, isCheckFresh } from '../useServerClock';

interface CountdownBarProps {
  startedAt: number;
  deadlineAt: number;
  /** the server clock's offset from this device's; null until the first sync */
  offset: number | null;
  /**
   * False while the offset is one remembered from an earlier visit (offline since the reload): the countdown shows,
   * but the paper is not handed in on it until the server's clock has confirmed it.
   */
  canEnd: boolean;
  /** the last clock sync (answered or not) */
  checkedAt: ClockCheck | null;
  /** syncs the clock: the paper ends only on an offset checked in the last seconds */
  onCheckClock: () => void;
  onTimeUp: () => void;
  /** shown beside the label: the save state of the paper */
  status?: ReactNode;
}

const barColor = { red: 'red.7', amber: 'yellow.6', green: 'teal.6' } as const;
const TICK_MS = 250;
// setTimeout fires at once beyond 2^31 - 1 ms.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
const CHECK_FRESH_MS = 10_000;

/**
 * The countdown by the server's clock, with its bar. The visible time is a role="timer" (never announced on its
 * own); a hidden polite live region speaks at 10, 5 and 1 minutes left and at time up (timerAnnouncement).
 */
export function CountdownBar({
  startedAt,
  deadlineAt,
  offset,
  canEnd,
  checkedAt,
  onCheckClock,
  onTimeUp,
  status,
}: CountdownBarProps) {
  const { t } = useTranslation();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const previousSeconds = useRef<number | null>(null);
  const hasFired = useRef(false);
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;

  useEffect(() => {
    // Re-renders only when the shown second changes; a quarter-second tick keeps it within a frame of the truth.
    const interval = setInterval(() => {
      const now = Date.now();
      setDeviceNow((previous) => (Math.floor(previous / 1000) === Math.floor(now / 1000) ? previous : now));
    }, TICK_MS);
    return () => clearInterval(interval);
  }, []);

  // A tab in the background runs its interval once a minute at best (Chrome's intensive throttling): one timer set
  // for the deadline itself still fires on time there, so the paper is handed in when the time is up, not later.
  useEffect(() => {
    if (offset === null) return;
    const wait = Math.min(remainingMs(deadlineAt, offset, Date.now()) + 20, MAX_TIMEOUT_MS);
    const timer = setTimeout(() => setDeviceNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [deadlineAt, offset]);

  const left = offset === null ? null : remainingMs(deadlineAt, offset, deviceNow);
  const seconds = left === null ? null : Math.ceil(left / 1000);

  useEffect(() => {
    if (seconds === null) return;
    const spoken = announcementBetween(previousSeconds.current, seconds);
    previousSeconds.current = seconds;
    if (spoken) {
      setAnnouncement(
        spoken.minutes > 0
          ? t('working.timer.minutesLeft', { count: spoken.minutes })
          : spoken.seconds > 0
            ? t('working.timer.secondsLeft', { count: spoken.seconds })
            : t('working.timeUp'),
      );
    }
  }, [seconds, t]);

  // The device's clock may have been changed since the last sync (set by hand, corrected while the tab slept): before
  // the paper ends, the server's clock is asked once more. Offline, the failed ask still counts as a check, and the
  // paper ends on the offset it has.
  const isFresh = isCheckFresh(checkedAt, CHECK_FRESH_MS);
  // The check asked for at a given `checkedAt`: asked once, and again only once that check has ended stale.
  const checkAskedAt = useRef<ClockCheck | null | undefined>(undefined);
  const onCheckClockRef = useRef(onCheckClock);
  onCheckClockRef.current = onCheckClock;
  useEffect(() => {
    if (seconds === null || seconds > 0 || !canEnd || hasFired.current) return;
    if (!isFresh) {
      if (checkAskedAt.current !== checkedAt) {
        checkAskedAt.current = checkedAt;
        onCheckClockRef.current();
      }
      return;
    }
    hasFired.current = true;
    onTimeUpRef.current();
  }, [seconds, canEnd, isFresh, checkedAt]);

  const total = Math.max(1, deadlineAt - startedAt);
  const fraction = left === null ? 1 : left / total;
  const tone = timeBarColor(fraction);
  const color = barColor[tone];

  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden color={`var(--mantine-color-${color.replace('.', '-')})`} />
          <Text size="sm" c="dimmed" visibleFrom="xs">
            {t('working.timer.label')}
          </Text>
          {status}
        </Group>
        <Text
          role="timer"
          aria-label={t('working.timer.label')}
          fw={800}
          fz={{ base: 20, sm: 22 }}
          ff="monospace"
          c={fraction < 0.2 ? 'red.8' : undefined}
          data-testid="countdown"
        >
          {left === null ? '–:––' : formatRemaining(left)}
        </Text>
      </Group>
      <Box aria-hidden h={8} bg="gray.2" style={{ borderRadius: 999, overflow: 'hidden' }}>
        <Box
          h="100%"
          bg={color}
          data-tone={tone}
          style={{ width: `${Math.max(0, Math.min(100, fraction * 100))}%`, transition: 'width 1s linear' }}
        />
      </Box>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
