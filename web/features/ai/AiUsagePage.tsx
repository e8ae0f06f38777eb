import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AiUsageView } from '../../../common/ai';
import { aiUsageQuery } from '../../components/ai/api';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { currentLanguage, useTranslation } from '../../i18n/i18n';

const PERIODS = [7, 30, 90, 365] as const;
const KINDS = [
  'ai.write-practice',
  'ai.mark-practice',
  'ai.write-solution',
  'ai.write-assignment',
  'ai.write-questions',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (queue: string): queue is Kind => (KINDS as readonly string[]).includes(queue);

/** Millionths of a dollar as dollars, to the cent below a dollar's tenth. */
export function formatCost(micros: number): string {
  const dollars = micros / 1_000_000;
  return dollars < 0.1 && dollars > 0 ? dollars.toFixed(4) : dollars.toFixed(2);
}

/** `/app/ai-usage` (super-admins): AI jobs, tokens and cost by kind and by person, and marking agreement. */
export function AiUsagePage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const usage = useQuery(aiUsageQuery(days));
  return (
    <>
      <PageHeader
        title={t('ai.usage.title')}
        right={
          <NativeSelect
            aria-label={t('ai.usage.days')}
            value={String(days)}
            onChange={(event) => setDays(Number(event.currentTarget.value))}
            data={PERIODS.map((count) => ({ value: String(count), label: t('ai.usage.daysOption', { count }) }))}
          />
        }
      />
      <Text c="dimmed" mt={-8} mb="lg">
        {t('ai.usage.intro', { days })}
      </Text>
      {usage.isError ? <QueryError query={usage} /> : usage.data ? <UsageTables usage={usage.data} /> : null}
    </>
  );
}

const locale = () => (currentLanguage() === 'zh' ? 'zh-HK' : 'en-GB');

function UsageTables({ usage }: { usage: AiUsageView }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale());
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label={t('ai.usage.jobs')} value={number.format(usage.totals.jobs)} />
        <Stat label={t('ai.usage.tokensIn')} value={number.format(usage.totals.tokensIn)} />
        <Stat label={t('ai.usage.tokensOut')} value={number.format(usage.totals.tokensOut)} />
        <Stat label={t('ai.usage.cost')} value={formatCost(usage.totals.costMicros)} />
      </SimpleGrid>
      <AgreementCard agreement={usage.agreement} />
      {usage.totals.jobs === 0 ? (
        <Text c="dimmed">{t('ai.usage.empty')}</Text>
      ) : (
        <>
          <UsageByKind rows={usage.byQueue} />
          <UsageByUser rows={usage.users} />
        </>
      )}
    </Stack>
  );
}

/** How often a teacher's mark agreed with the AI's, and by how much they differed on average. */
function AgreementCard({ agreement }: { agreement: AiUsageView['agreement'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Title order={2} fz="md" mb="xs">
        {t('ai.usage.agreement')}
      </Title>
      {agreement.compared === 0 ? (
        <Text c="dimmed">{t('ai.usage.noAgreement')}</Text>
      ) : (
        <Group gap="lg">
          <Text>{t('ai.usage.agreementValue', { agreed: agreement.agreed, compared: agreement.compared })}</Text>
          <Text c="dimmed">{t('ai.usage.meanDiff', { diff: agreement.meanAbsDiff ?? 0 })}</Text>
        </Group>
      )}
    </Card>
  );
}

type UsageCounts = Pick<AiUsageView['byQueue'][number], 'jobs' | 'failed' | 'tokensIn' | 'tokensOut' | 'costMicros'>;

/** The columns every usage row has, after what names it: jobs, failed, tokens in and out, cost. */
function CountHeads() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th ta="right">{t('ai.usage.jobs')}</Table.Th>
      <Table.Th ta="right">{t('ai.usage.failed')}</Table.Th>
      <Table.Th ta="right">{t('ai.usage.tokensIn')}</Table.Th>
      <Table.Th ta="right">{t('ai.usage.tokensOut')}</Table.Th>
      <Table.Th ta="right">{t('ai.usage.cost')}</Table.Th>
    </>
  );
}

function CountCells({ row }: { row: UsageCounts }) {
  const number = new Intl.NumberFormat(locale());
  return (
    <>
      <Table.Td ta="right">{number.format(row.jobs)}</Table.Td>
      <Table.Td ta="right">{number.format(row.failed)}</Table.Td>
      <Table.Td ta="right">{number.format(row.tokensIn)}</Table.Td>
      <Table.Td ta="right">{number.format(row.tokensOut)}</Table.Td>
      <Table.Td ta="right">{formatCost(row.costMicros)}</Table.Td>
    </>
  );
}

function UsageByKind({ rows }: { rows: AiUsageView['byQueue'] }) {
  const { t } = useTranslation();
  const kindLabel = (queue: string) => (isKind(queue) ? t(`ai.usage.kinds.${queue}`) : queue);
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ai.usage.kind')}</Table.Th>
              <CountHeads />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.queue}>
                <Table.Td>{kindLabel(row.queue)}</Table.Td>
                <CountCells row={row} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function UsageByUser({ rows }: { rows: AiUsageView['users'] }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ai.usage.user')}</Table.Th>
              <CountHeads />
              <Table.Th>{t('ai.usage.lastAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.userId ?? 'none'}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.displayName || t('ai.usage.unknownUser')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                </Table.Td>
                <CountCells row={row} />
                <Table.Td>{date.format(row.lastAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}
