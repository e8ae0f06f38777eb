import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Button, Card, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { defaultPremiumSettings } from '../../common/settings';
import { useTranslation } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { useNavigate } from '../lib/router';

export type FreeLimitCode = 'free_limit_questions' | 'free_limit_practices';

export interface FreeLimitReason {
  code: FreeLimitCode;
  limit: number;
}

/** The free-limit answer of the server (403 free_limit_questions or free_limit_practices), or null. */
export function freeLimitReason(error: unknown): FreeLimitReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'free_limit_questions' && error.code !== 'free_limit_practices') return null;
  const limit = Number(error.params?.limit);
  const fallback =
    error.code === 'free_limit_questions'
      ? defaultPremiumSettings.freeLimit.questionsPerPractice
      : defaultPremiumSettings.freeLimit.practicesPerDay;
  return { code: error.code, limit: Number.isFinite(limit) ? limit : fallback };
}

interface PremiumDialogProps {
  reason: FreeLimitReason | null;
  onClose: () => void;
}

/**
 * The premium upsell (spec dialogs): why the free plan stopped here, and what the student plans cost in HKD. Billing
 * and checkout live on the pricing page, where "upgrade" leads.
 */
export function PremiumDialog({ reason, onClose }: PremiumDialogProps) {
  const { t } = useTranslation();
  const { prices, freeLimit, limitedTimeOffer, moneyBackDays } = defaultPremiumSettings;
  const student = prices.student;

  const navigate = useNavigate();
  function handleUpgrade() {
    onClose();
    navigate('/app/pricing');
  }

  return (
    <Modal
      opened={reason !== null}
      onClose={onClose}
      centered
      size="lg"
      title={
        <Group gap="xs" component="span">
          <ThemeIcon color="yellow" variant="light" radius="xl" size="md" component="span">
            <IconCrown size={18} />
          </ThemeIcon>
          <Text fw={700} size="lg" component="span">
            {t('premium.title')}
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {reason && (
          <Text fw={600} c="red.8">
            {t(`errors.${reason.code}`, { limit: reason.limit })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('premium.freePlan', {
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
          <List.Item>{t('premium.benefits.unlimited')}</List.Item>
          <List.Item>{t('premium.benefits.papers')}</List.Item>
          <List.Item>{t('premium.benefits.moneyBack', { days: moneyBackDays })}</List.Item>
        </List>
        <SimpleGrid cols={{ base: 1, sm: limitedTimeOffer.enabled ? 3 : 2 }} spacing="sm">
          <PlanCard title={t('premium.plans.monthly')} price={student.regular} />
          {limitedTimeOffer.enabled && (
            <PlanCard
              title={t('premium.plans.limitedTime')}
              price={student.limitedTime}
              note={t('premium.plans.limitedTimeNote', { months: limitedTimeOffer.minimumMonths })}
              highlighted
            />
          )}
          <PlanCard title={t('premium.plans.school')} price={student.school} note={t('premium.plans.schoolNote')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('premium.notNow')}
          </Button>
          <Button color="urgent" leftSection={<IconCrown size={18} />} onClick={handleUpgrade}>
            {t('premium.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
  const { t } = useTranslation();
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
          {t('premium.price', { price })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('premium.perMonth')}
        </Text>
        {note && <Text size="xs">{note}</Text>}
      </Stack>
    </Card>
  );
}
