import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { pickText } from '../../../common/i18n';
import type { PracticeView } from '../../../common/practice';
import { AiMarkingPanel } from '../../components/ai/AiMarkingPanel';
import { PageHeader } from '../../components/PageHeader';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { historyPath, isTeacherView } from '../../lib/practices';
import { useParams, useSearchParams } from '../../lib/router';
import { useIsPhone } from '../../lib/useIsPhone';
import { FinishedPractice } from './components/FinishedPractice';
import { MockSections } from './components/MockSections';
import { PrintView } from './components/PrintView';
import { RegradeNotice } from './components/RegradeNotice';
import { ResultChapters } from './components/ResultChapters';
import { ResultQuestions } from './components/ResultQuestions';
import { ResultSummary } from './components/ResultSummary';
import { type ResultTab, resultTab } from './review';

/** `/app/result/:practiceId?tab=`: the summary, then the Questions and Chapters tabs (and Overview on a phone). */
export function ResultPage() {
  const { t } = useTranslation();
  const { practiceId = '' } = useParams();
  return (
    <FinishedPractice practiceId={practiceId} title={t('result.title')} skeleton={<ResultSkeleton />}>
      {(practice) => <ResultScreen practice={practice} />}
    </FinishedPractice>
  );
}

function ResultScreen({ practice }: { practice: PracticeView }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { data: me } = useMe();
  const asTeacher = isTeacherView(practice, me?.id);
  return (
    <>
      <div className="no-print">
        <PageHeader
          title={asTeacher ? t('result.studentTitle', { name: practice.student.displayName }) : t('result.title')}
          backTo={historyPath(practice, me?.id)}
          right={
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              onClick={() => window.print()}
              px={isPhone ? 'xs' : undefined}
            >
              {t('result.print.button')}
            </Button>
          }
        />
        <Text c="dimmed" mt={-12} mb="md">
          {t('result.subtitle', {
            subject: pickText(practice.subject.title, currentLanguage()),
            count: practice.noOfQuestions,
          })}
        </Text>
        <RegradeNotice practice={practice} asTeacher={asTeacher} />
        <AiMarkingPanel practice={practice} />
        {practice.mock && (
          <Stack mb="lg">
            <MockSections practice={practice} />
          </Stack>
        )}
        {!isPhone && (
          <Stack mb="lg">
            <ResultSummary practice={practice} />
          </Stack>
        )}
        <ResultTabs practice={practice} isPhone={isPhone} />
      </div>
      <PrintView practice={practice} />
    </>
  );
}

/** The tab in the address (?tab=), kept valid for the screen's size; choosing one replaces the address. */
function useResultTab(isPhone: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = resultTab(searchParams.get('tab'), isPhone);
  const chooseTab = (value: string | null) => {
    const next = resultTab(value, isPhone);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return { tab, chooseTab };
}

/** Questions and Chapters; on a phone the summary is a tab of its own, Overview, first. */
function ResultTabs({ practice, isPhone }: { practice: PracticeView; isPhone: boolean }) {
  const { t } = useTranslation();
  const { tab, chooseTab } = useResultTab(isPhone);
  return (
    <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
      <Tabs.List mb="md" grow={isPhone}>
        {isPhone && <Tabs.Tab value={'overview' satisfies ResultTab}>{t('result.tabs.overview')}</Tabs.Tab>}
        <Tabs.Tab value={'questions' satisfies ResultTab}>{t('result.tabs.questions')}</Tabs.Tab>
        <Tabs.Tab value={'chapters' satisfies ResultTab}>{t('result.tabs.chapters')}</Tabs.Tab>
      </Tabs.List>
      {isPhone && (
        <Tabs.Panel value="overview">
          <Stack gap="md">
            <ResultSummary practice={practice} />
            <Group grow>
              <Button variant="light" onClick={() => chooseTab('questions')}>
                {t('result.tabs.questions')}
              </Button>
              <Button variant="light" onClick={() => chooseTab('chapters')}>
                {t('result.tabs.chapters')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      )}
      <Tabs.Panel value="questions">
        <ResultQuestions practice={practice} isPhone={isPhone} />
      </Tabs.Panel>
      <Tabs.Panel value="chapters">
        <ResultChapters practice={practice} />
      </Tabs.Panel>
    </Tabs>
  );
}

function ResultSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <Skeleton h={32} w="40%" />
      <Card>
        <Group gap="lg">
          <Skeleton h={120} w={120} circle />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton h={18} w="60%" />
            <Skeleton h={18} w="40%" />
          </Stack>
        </Group>
      </Card>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={48} radius="md" />
      ))}
    </Stack>
  );
}
