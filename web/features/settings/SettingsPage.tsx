import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ErrorCode } from '../../../common/errors';
import type { PremiumSettingsView } from '../../../common/premium-settings';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { premiumSettingsQuery, useSavePremiumSettings } from './api';
import { NumberFields } from './components/NumberFields';
import {
  checkDraft,
  type Draft,
  dayFields,
  freeLimitFields,
  offerFields,
  priceFields,
  withValue,
} from './settingsForm';

/**
 * `/app/settings`: the premium configuration object (common/settings.ts): free limits, trial and reward days, prices
 * and the limited-time offer. Admins read it; a super-admin changes it (the server checks both).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(premiumSettingsQuery);
  return (
    <>
      <PageHeader title={t('admin.settings.title')} />
      <Text c="dimmed" mt={-8} mb="lg">
        {t('admin.settings.intro')}
      </Text>
      {settings.isPending && <SettingsSkeleton />}
      {settings.isError && <QueryError query={settings} />}
      {settings.data && <SettingsForm key={settings.data.updatedAt ?? 0} view={settings.data} />}
    </>
  );
}

function SettingsForm({ view }: { view: PremiumSettingsView }) {
  const { t, language } = useTranslation();
  const errorText = useErrorText();
  const save = useSavePremiumSettings();
  const [draft, setDraft] = useState<Draft>(view.settings);
  const [errors, setErrors] = useState<Record<string, ErrorCode>>({});
  const isReadOnly = !view.canEdit;

  function change(path: readonly string[], value: unknown) {
    setDraft((current) => withValue(current, path, value));
    setErrors({});
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.settings, { onSuccess: () => notifySuccess(t('admin.settings.saved')) });
  }

  const cardProps = { draft, errors, isReadOnly, onChange: change };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {isReadOnly && (
          <Alert color="lagoon" variant="light" icon={<IconLock size={18} />}>
            {t('admin.settings.readOnly')}
          </Alert>
        )}
        <NumberFields title={t('admin.settings.freeLimit.title')} fields={freeLimitFields} {...cardProps} />
        <NumberFields title={t('admin.settings.days.title')} fields={dayFields} {...cardProps} />
        <NumberFields
          title={`${t('admin.settings.prices.title')} · ${t('admin.settings.prices.student')}`}
          fields={priceFields('student')}
          {...cardProps}
        />
        <NumberFields
          title={`${t('admin.settings.prices.title')} · ${t('admin.settings.prices.teacher')}`}
          fields={priceFields('teacher')}
          {...cardProps}
        />
        <NumberFields title={t('admin.settings.offer.title')} fields={offerFields} {...cardProps}>
          <Switch
            mb="md"
            label={t('admin.settings.offer.enabled')}
            checked={draft.limitedTimeOffer.enabled}
            disabled={isReadOnly}
            onChange={(event) => change(['limitedTimeOffer', 'enabled'], event.currentTarget.checked)}
          />
        </NumberFields>
        {save.isError && (
          <Text c="red.8" role="alert">
            {errorText(save.error)}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {view.updatedAt === null
              ? t('admin.settings.neverSaved')
              : t('admin.settings.lastSaved', {
                  date: new Date(view.updatedAt).toLocaleString(language === 'zh' ? 'zh-HK' : 'en-HK'),
                })}
          </Text>
          {!isReadOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('admin.settings.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      {[0, 1, 2].map((card) => (
        <Card key={card}>
          <Skeleton h={20} w={160} mb="md" />
          <Skeleton h={36} />
        </Card>
      ))}
    </Stack>
  );
}
