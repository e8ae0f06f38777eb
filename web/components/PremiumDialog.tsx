import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { startOfHongKongDay } from '../../common/access';
import type { FreeLimitView } from '../../common/profile';
import { defaultPremiumSettings } from '../../common/settings';
import { loadTexts, useTranslation } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { formatNumber, formatTime, timeZoneNote, userTimeZone } from '../lib/format';
import { useMe } from '../lib/me';
import { useNavigate } from '../lib/router';
import { Dialog } from './Dialog';

export type FreeLimitCode =
  | 'free_limit_questions'
  | 'free_limit_assignment_questions'
  | 'free_limit_practices'
  | 'free_limit_assignments'
  | 'free_limit_students';

/** Why the upsell shows: a free limit the server refused with, or a school with no seat left. */
export type UpsellReason =
  | { kind: 'freeLimit'; code: FreeLimitCode; limit: number }
  | { kind: 'seats'; studentCount: number; teacherCount: number };

const freeLimitDefaults: Record<FreeLimitCode, number> = {
  free_limit_questions: defaultPremiumSettings.freeLimit.questionsPerPractice,
  free_limit_assignment_questions: defaultPremiumSettings.freeLimit.questionsPerAssignment,
  free_limit_practices: defaultPremiumSettings.freeLimit.practicesPerDay,
  free_limit_assignments: defaultPremiumSettings.freeLimit.assignmentsPerDay,
  free_limit_students: defaultPremiumSettings.freeLimit.studentsPerTeacher,
};

function isFreeLimitCode(code: string): code is FreeLimitCode {
  return code in freeLimitDefaults;
}

/**
 * The server's answers that call for the upsell (403 free_limit_*, 409 not_enough_seat), as a reason; null for any
 * other error, which the caller shows as usual.
 */
export function upsellReasonOf(error: unknown): UpsellReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'not_enough_seat') {
    return {
      kind: 'seats',
      studentCount: Number(error.params?.studentCount ?? 0),
      teacherCount: Number(error.params?.teacherCount ?? 0),
    };
  }
  if (!isFreeLimitCode(error.code)) return null;
  const limit = Number(error.params?.limit);
  return { kind: 'freeLimit', code: error.code, limit: Number.isFinite(limit) ? limit : freeLimitDefaults[error.code] };
}

interface PremiumDialogProps {
  reason: UpsellReason | null;
  onClose: () => void;
}

/**
 * The one premium upsell (spec dialogs: "shown when a free limit or a seat quota is hit"): why the account stopped
 * here, what the plans for its role cost in HKD, and "upgrade", which leads to the pricing page (a school's straight
 * to its seats).
 */
export function PremiumDialog({ reason, onClose }: PremiumDialogProps) {
  // Mounted only while it shows, so a page that never hits a limit loads neither the profile nor the texts for it.
  return reason ? <UpsellModal reason={reason} onClose={onClose} /> : null;
}

/** Whether the billing part's texts have loaded: the dialog's texts (`premium`) live there, out of every screen's
 * first load, and the pages that can hit a limit have not loaded it. */
function useBillingTexts(): boolean {
  const [hasTexts, setHasTexts] = useState(false);
  useEffect(() => {
    let isMounted = true;
    const done = () => {
      if (isMounted) setHasTexts(true);
    };
    loadTexts(['billing']).then(done, done);
    return () => {
      isMounted = false;
    };
  }, []);
  return hasTexts;
}

function UpsellModal({ reason, onClose }: { reason: UpsellReason; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const hasTexts = useBillingTexts();

  const isSeats = reason.kind === 'seats';
  const role = isSeats || me?.isSchool ? 'school' : me?.role === 'teacher' ? 'teacher' : 'student';

  function handleUpgrade() {
    onClose();
    navigate(isSeats ? '/app/pricing?seats=1' : '/app/pricing');
  }

  return (
    <Dialog
      opened={hasTexts}
      onClose={onClose}
      size="lg"
      title={
        <Group gap="xs" component="span">
          <ThemeIcon color="yellow" variant="light" radius="xl" size="md" component="span">
            <IconCrown size={18} />
          </ThemeIcon>
          <Text fw={700} size="lg" component="span">
            {isSeats ? t('premium.upsell.seatsTitle') : t('premium.title')}
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text fw={600} c="red.8">
          {reason.kind === 'seats'
            ? t('errors.not_enough_seat', { studentCount: reason.studentCount, teacherCount: reason.teacherCount })
            : t(`errors.${reason.code}`, { limit: reason.limit })}
        </Text>
        {reason.kind === 'freeLimit' && isDaily(reason.code) && <ResetsAt />}
        <Why role={role} freeLimit={me?.freeLimit ?? defaultPremiumSettings.freeLimit} />
        <Plans role={role} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('premium.notNow')}
          </Button>
          <Button color="urgent" leftSection={<IconCrown size={18} />} onClick={handleUpgrade}>
            {isSeats ? t('premium.upsell.addSeats') : t('premium.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

type UpsellRole = 'student' | 'teacher' | 'school';

const DAY_MS = 86_400_000;
const isDaily = (code: FreeLimitCode) => code === 'free_limit_practices' || code === 'free_limit_assignments';

/**
 * When a day's limit comes back: the next Hong Kong day (docs/product-rules.md), told in the reader's own time zone
 * (Hong Kong's when the browser names none).
 */
export function ResetsAt({ now = Date.now(), timeZone = userTimeZone() }: { now?: number; timeZone?: string }) {
  const { t, language } = useTranslation();
  const resetAt = startOfHongKongDay(now) + DAY_MS;
  const time = formatTime(resetAt, language, timeZone);
  const zone = timeZoneNote(timeZone);
  return (
    <Text size="sm" data-testid="limit-resets">
      {zone ? t('premium.upsell.resetsZone', { time, zone }) : t('premium.upsell.resets', { time })}
    </Text>
  );
}

function Why({ role, freeLimit }: { role: UpsellRole; freeLimit: FreeLimitView }) {
  const { t } = useTranslation();
  const { moneyBackDays } = defaultPremiumSettings;
  return (
    <>
      <Text size="sm" c="dimmed">
        {role === 'school'
          ? t('premium.upsell.schoolPlan')
          : role === 'teacher'
            ? t('premium.upsell.teacherFreePlan', {
                questions: freeLimit.questionsPerAssignment,
                assignments: freeLimit.assignmentsPerDay,
              })
            : t('premium.freePlan', {
                questions: freeLimit.questionsPerPractice,
                practices: freeLimit.practicesPerDay,
              })}
      </Text>
      <List
        spacing={4}
        size="sm"
        icon={
          <ThemeIcon color="teal" size={20} radius="xl">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {role === 'student' ? (
          <>
            <List.Item>{t('premium.benefits.unlimited')}</List.Item>
            <List.Item>{t('premium.benefits.papers')}</List.Item>
          </>
        ) : (
          <List.Item>
            {t(role === 'school' ? 'premium.upsell.seatsBenefit' : 'premium.upsell.teacherBenefit')}
          </List.Item>
        )}
        <List.Item>{t('premium.benefits.moneyBack', { days: moneyBackDays })}</List.Item>
      </List>
    </>
  );
}

/** The prices of the caller's plan; a school's are per seat. Exact prices (and the offer's state) are on /app/pricing. */
function Plans({ role }: { role: UpsellRole }) {
  const { t } = useTranslation();
  const { prices, limitedTimeOffer } = defaultPremiumSettings;
  if (role === 'school') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PlanCard title={t('premium.upsell.studentSeat')} price={prices.student.school} />
        <PlanCard title={t('premium.upsell.teacherSeat')} price={prices.teacher.school} />
      </SimpleGrid>
    );
  }
  const own = prices[role];
  return (
    <SimpleGrid cols={{ base: 1, sm: limitedTimeOffer.enabled ? 3 : 2 }} spacing="sm">
      <PlanCard title={t('premium.plans.monthly')} price={own.regular} />
      {limitedTimeOffer.enabled && (
        <PlanCard
          title={t('premium.plans.limitedTime')}
          price={own.limitedTime}
          note={t('premium.plans.limitedTimeNote', { months: limitedTimeOffer.minimumMonths })}
          highlighted
        />
      )}
      <PlanCard title={t('premium.plans.school')} price={own.school} note={t('premium.plans.schoolNote')} />
    </SimpleGrid>
  );
}

function PlanCard({
  title,
  price,
  note,
  highlighted = false,
}: {
  title: string;
  price: number;
  note?: string;
  highlighted?: boolean;
}) {
  const { t, language } = useTranslation();
  return (
    <Card padding="md" radius="md" style={highlighted ? { borderColor: 'var(--mantine-color-yellow-6)' } : undefined}>
      <Stack gap={4}>
        {highlighted && (
          <Badge color="yellow" variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
            {t('premium.plans.offer')}
          </Badge>
        )}
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Text fw={800} fz={24} lh={1.2}>
          {t('premium.price', { price: formatNumber(price, language) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('premium.perMonth')}
        </Text>
        {note && <Text size="xs">{note}</Text>}
      </Stack>
    </Card>
  );
}
