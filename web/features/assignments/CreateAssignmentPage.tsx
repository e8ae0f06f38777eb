import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import { Grid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconBooks, IconFilePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AssignmentSchoolField, useSchoolChoice } from '../../components/assignments/AssignmentSchoolField';
import { StudentSelector } from '../../components/assignments/StudentSelector';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryError';
import { useTranslation } from '../../i18n/i18n';
import { subjectsQuery } from '../../lib/catalog';
import { useMe } from '../../lib/me';
import { useNavigate, useSearchParams } from '../../lib/router';
import { AssignmentForm } from './components/create/AssignmentForm';
import { NoStudentConfirm } from './components/create/NoStudentConfirm';
import type { CreateAssignmentTab } from './components/create/tabPanel';
import { extraCreateTabs } from './components/create/tabs';

const builtInTabs = ['bank', 'blank'] as const;

/**
 * `/app/create-assignment`, the teacher's and school's landing page: the tabs that make a paper (from the bank,
 * blank, and any registered in components/create/tabs.ts such as AI) beside the student panel they share. Every tab
 * creates an unpublished assignment and opens confirm-assignment on it.
 */
export function CreateAssignmentPage({ extraTabs = extraCreateTabs }: { extraTabs?: CreateAssignmentTab[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { data: me } = useMe();
  const subjects = useQuery(subjectsQuery);
  const [students, setStudents] = useState<Set<string>>(new Set());
  const [invalidStudents, setInvalidStudents] = useState(false);
  const [pendingCreate, setPendingCreate] = useState<(() => void) | null>(null);
  const studentsRef = useRef<HTMLDivElement>(null);

  const values = [...extraTabs.map((tab) => tab.value), ...builtInTabs];
  const wanted = search.get('tab');
  const tab = wanted && values.includes(wanted) ? wanted : 'bank';
  const studentIds = [...students];

  const guardStudents = (create: () => void) => {
    if (students.size > 0) create();
    else setPendingCreate(() => create);
  };
  const handleInvalidStudents = () => {
    setInvalidStudents(true);
    studentsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const school = useSchoolChoice();
  const shared = { studentIds, schoolId: school.value, guardStudents, onInvalidStudents: handleInvalidStudents };

  let panel: React.ReactNode;
  const extra = extraTabs.find((item) => item.value === tab);
  // The form opens once the school is known: its counts open within the free limit unless the school covers it.
  if (subjects.isPending || !me || school.isPending) {
    panel = <FormSkeleton />;
  } else if (subjects.isError) {
    panel = <QueryError query={subjects} />;
  } else if (subjects.data.length === 0) {
    panel = <Text c="dimmed">{t('practice.free.empty')}</Text>;
  } else if (extra) {
    panel = (
      <extra.Panel
        key={tab}
        subjects={subjects.data}
        defaults={me.defaults}
        {...shared}
        onCreated={(id) => navigate(`/app/confirm-assignment/${id}`)}
      />
    );
  } else {
    panel = (
      <AssignmentForm
        key={tab}
        mode={tab === 'blank' ? 'blank' : 'bank'}
        subjects={subjects.data}
        defaults={me.defaults}
        {...shared}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('create.title')} />
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'bank' ? { tab: value } : {}, { replace: true })}
        mb="lg"
      >
        <Tabs.List>
          {extraTabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} leftSection={item.icon && <item.icon size={16} />}>
              {item.label(t)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="bank" leftSection={<IconBooks size={16} />}>
            {t('create.tabs.bank')}
          </Tabs.Tab>
          <Tabs.Tab value="blank" leftSection={<IconFilePlus size={16} />}>
            {t('create.tabs.blank')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Grid gap="lg">
        {/* On a phone the students come first: who it is for, then what it holds, then the create button. */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack ref={studentsRef} pos={{ md: 'sticky' }} top={{ md: 16 }} gap="md">
            <AssignmentSchoolField school={school} />
            <StudentSelector
              selected={students}
              onChange={(next) => {
                setStudents(next);
                setInvalidStudents(false);
              }}
              error={invalidStudents ? t('errors.invalid_students') : null}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {panel}
        </Grid.Col>
      </Grid>
      <NoStudentConfirm
        opened={pendingCreate !== null}
        onCancel={() => setPendingCreate(null)}
        onConfirm={() => {
          const create = pendingCreate;
          setPendingCreate(null);
          create?.();
        }}
      />
    </>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton h={90} radius="lg" />
      <Skeleton h={220} radius="lg" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={56} />
      ))}
    </Stack>
  );
}
