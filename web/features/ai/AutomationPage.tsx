import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Badge, Button, Card, Group, Progress, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AutomationRunView, AutomationView } from '../../../common/ai-notes';
import { automationQuery, useAutomationActions } from '../../components/ai/notesApi';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { notifyError } from '../../lib/notify';

/**
 * `/app/automation` (super-admins): notes automation on or off, run now, and the run's progress. A run writes AI
 * notes for the chapters of new, published subjects that have none, 20 chapters at a time, 2 s between batches.
 */
export function AutomationPage() {
  const { t } = useTranslation();
  const automation = useQuery(automationQuery());
  return (
    <>
      <PageHeader title={t('ai.automation.title')} />
      <Text c="dimmed" mt={-8} mb="lg">
        {t('ai.automation.intro')}
      </Text>
      {automation.isError ? (
        <QueryError query={automation} />
      ) : automation.data ? (
        <AutomationPanel view={automation.data} />
      ) : (
        <Skeleton h={200} />
      )}
    </>
  );
}

function AutomationPanel({ view }: { view: AutomationView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const config = usePublicConfig();
  const { toggle, run } = useAutomationActions();
  const aiReady = config.data?.ai === true;
  const going = view.run?.state === 'queued' || view.run?.state === 'running';
  const onError = (error: unknown) => notifyError(errorText(error));
  return (
    <Stack gap="lg" maw={720}>
      {!aiReady && config.data && <Alert color="yellow">{t('ai.notConfigured')}</Alert>}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Switch
            size="md"
            checked={view.enabled}
            disabled={(!aiReady && !view.enabled) || toggle.isPending}
            onChange={(event) => toggle.mutate(event.currentTarget.checked, { onError })}
            label={t('ai.automation.enabled')}
            description={t('ai.automation.enabledHint')}
          />
          <Group justify="space-between" wrap="wrap">
            <Text data-testid="automation-pending">{t('ai.automation.pending', { count: view.pending })}</Text>
            <Button
              leftSection={<IconPlayerPlay size={18} />}
              disabled={!aiReady || going}
              loading={run.isPending}
              onClick={() => run.mutate(undefined, { onError })}
            >
              {t('ai.automation.runNow')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {view.run ? <RunCard run={view.run} /> : <Text c="dimmed">{t('ai.automation.noRun')}</Text>}
    </Stack>
  );
}

const STATE_COLOURS: Record<AutomationRunView['state'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'orange',
};

function RunCard({ run }: { run: AutomationRunView }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(currentLanguage() === 'zh' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const percent = Math.round(run.progress * 100);
  return (
    <Card withBorder padding="lg" data-testid="automation-run">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            <Group gap={6} component="span">
              <IconSparkles size={18} />
              {t('ai.automation.lastRun')}
            </Group>
          </Title>
          <Badge color={STATE_COLOURS[run.state]} variant="light">
            {t(`ai.automation.state.${run.state}`)}
          </Badge>
        </Group>
        <Progress
          value={percent}
          size="lg"
          aria-label={t('ai.automation.progress', { percent })}
          animated={run.state === 'running'}
        />
        <Text size="sm">
          {t('ai.automation.counts', { written: run.written, total: run.total, failed: run.failed })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('ai.automation.started', { at: date.format(run.startedAt) })}
          {run.finishedAt !== null ? ` · ${t('ai.automation.finished', { at: date.format(run.finishedAt) })}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
