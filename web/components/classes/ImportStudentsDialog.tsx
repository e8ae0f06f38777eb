import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, FileButton, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  ImportCommitBody,
  ImportCommitResult,
  ImportPreview,
  ImportPreviewRow,
} from '../../../common/class-import';
import { useTranslation } from '../../i18n/i18n';
import { api, useErrorText } from '../../lib/api';
import { meKeys, useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { classKeys, linkKeys, schoolsQuery } from '../../lib/roster';
import { Dialog } from '../Dialog';
import { InitialPasswords, studentAccounts } from '../InitialPasswords';
import { PremiumDialog, type UpsellReason, upsellReasonOf } from '../PremiumDialog';

/**
 * Invite a whole class: upload a sheet, see every row's result before anything is made, then invite them all at
 * once; the new accounts' first passwords are shown once here and can be downloaded as a sheet.
 */
export function ImportStudentsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ImportCommitResult | null>(null);
  const [seatLimit, setSeatLimit] = useState<UpsellReason | null>(null);
  function handleClose() {
    setResult(null);
    onClose();
  }
  return (
    <>
      <Dialog
        opened={opened}
        onClose={handleClose}
        title={t(result ? 'classes.import.doneTitle' : 'classes.import.title')}
        size="xl"
        locked={result !== null}
      >
        {result ? (
          <ImportResult result={result} onDone={handleClose} />
        ) : (
          opened && <ImportSteps onCancel={handleClose} onDone={setResult} onSeatLimit={setSeatLimit} />
        )}
      </Dialog>
      <PremiumDialog reason={seatLimit} onClose={() => setSeatLimit(null)} />
    </>
  );
}

function ImportSteps({
  onCancel,
  onDone,
  onSeatLimit,
}: {
  onCancel: () => void;
  onDone: (result: ImportCommitResult) => void;
  onSeatLimit: (limit: UpsellReason) => void;
}) {
  const { t } = useTranslation();
  const [schoolId, setSchoolId] = useState('');
  const { preview, commit, checked, setChecked, handleFile, handleCommit } = useImportSheet(
    schoolId || null,
    onDone,
    onSeatLimit,
  );
  if (checked)
    return (
      <CheckedSheet
        checked={checked}
        onAnother={() => setChecked(null)}
        onCommit={handleCommit}
        isCommitting={commit.isPending}
      />
    );
  return (
    <Stack>
      <Text size="sm">{t('classes.import.columns')}</Text>
      <Text size="sm" c="dimmed">
        {t('classes.import.hint')}
      </Text>
      <SchoolChoice value={schoolId} onChange={setSchoolId} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <FileButton
          onChange={handleFile}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} leftSection={<IconFileSpreadsheet size={18} />} loading={preview.isPending}>
              {t('classes.import.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}

/** For a teacher in schools: which one the students join (or none); nothing for the others. */
function SchoolChoice({ value, onChange }: { value: string; onChange: (schoolId: string) => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const schools = useQuery({ ...schoolsQuery, enabled: me?.isSchool === false });
  const joined = (schools.data ?? []).filter((school) => school.accepted);
  if (joined.length === 0) return null;
  return (
    <NativeSelect
      label={t('classes.import.school')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t('classes.dialog.noSchool') },
        ...joined.map((school) => ({ value: school.schoolId, label: school.displayName })),
      ]}
    />
  );
}

/** The sheet checked: every row's result, then invite them all (only when no row has an error) or try another. */
function CheckedSheet(props: {
  checked: ImportPreview;
  onAnother: () => void;
  onCommit: () => void;
  isCommitting: boolean;
}) {
  const { checked } = props;
  const { t } = useTranslation();
  const bad = checked.rows.filter((row) => row.status === 'error').length;
  // The button counts whom it would invite: a row that needs fixing is nobody yet.
  const good = checked.rows.length - bad;
  return (
    <Stack>
      {bad > 0 ? (
        <Alert color="red" variant="light">
          {t('classes.import.fix', { count: bad })}
        </Alert>
      ) : (
        <Alert color="teal" variant="light">
          {t('classes.import.ready', { count: checked.rows.length })}
        </Alert>
      )}
      <PreviewTable rows={checked.rows} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onAnother}>
          {t('classes.import.another')}
        </Button>
        <Button onClick={props.onCommit} disabled={!checked.canCommit} loading={props.isCommitting}>
          {t('classes.import.commit', { count: good })}
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={620} mah={380}>
      <Table verticalSpacing={6} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.import.row')}</Table.Th>
            <Table.Th>{t('classes.import.name')}</Table.Th>
            <Table.Th>{t('classes.import.email')}</Table.Th>
            <Table.Th>{t('classes.import.className')}</Table.Th>
            <Table.Th>{t('classes.import.classNumber')}</Table.Th>
            <Table.Th>{t('classes.import.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.className}</Table.Td>
              <Table.Td>{row.classNumber}</Table.Td>
              <Table.Td>
                {row.status === 'error' ? (
                  <Text size="sm" c="red">
                    {t(`errors.${row.error ?? 'invalid_request'}`)}
                  </Text>
                ) : (
                  <Badge variant="light" color={row.status === 'new' ? 'blue' : 'teal'}>
                    {t(row.status === 'new' ? 'classes.import.new' : 'classes.import.existing')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ImportResult({ result, onDone }: { result: ImportCommitResult; onDone: () => void }) {
  const { t } = useTranslation();
  const withPasswords = result.students.filter((student) => student.initialPassword);

  async function download() {
    // Loaded only when asked for: the sheet writer stays out of the page's chunk.
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    const header = [
      t('classes.import.name'),
      t('classes.import.email'),
      t('classes.import.className'),
      t('classes.import.classNumber'),
      t('classes.import.password'),
    ];
    const rows = withPasswords.map((student) => [
      student.name,
      student.email,
      student.className,
      student.classNumber,
      student.initialPassword ?? '',
    ]);
    await writeXlsxFile([header, ...rows]).toFile('paperwise-initial-passwords.xlsx');
  }

  return (
    <Stack>
      <Alert color="teal" variant="light">
        {t('classes.import.summary', { count: result.students.length, classes: result.classes })}
      </Alert>
      {withPasswords.length > 0 && (
        <InitialPasswords notice={t('classes.import.passwordBody')} accounts={studentAccounts(withPasswords)} />
      )}
      <Group justify="flex-end">
        {withPasswords.length > 0 && (
          <Button variant="light" leftSection={<IconDownload size={18} />} onClick={download}>
            {t('classes.import.download')}
          </Button>
        )}
        <Button onClick={onDone}>{t('classes.import.done')}</Button>
      </Group>
    </Stack>
  );
}

/** The sheet's check (nothing made yet), then the invitations, with what the server says of each. */
function useImportSheet(
  schoolId: string | null,
  onDone: (result: ImportCommitResult) => void,
  onSeatLimit: (limit: UpsellReason) => void,
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const [checked, setChecked] = useState<ImportPreview | null>(null);

  function handleFile(file: File | null) {
    if (!file) return;
    preview.mutate({ file, schoolId }, { onSuccess: setChecked, onError: (error) => notifyError(errorText(error)) });
  }

  function handleCommit() {
    if (!checked) return;
    commit.mutate(
      { schoolId, rows: checked.rows },
      {
        onSuccess: (result) => {
          notifySuccess(t('classes.import.invited', { count: result.students.length }));
          onDone(result);
        },
        onError: (error) => {
          const limit = upsellReasonOf(error);
          if (limit) onSeatLimit(limit);
          else notifyError(errorText(error));
        },
      },
    );
  }
  return { preview, commit, checked, setChecked, handleFile, handleCommit };
}

function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, schoolId }: { file: File; schoolId: string | null }) => {
      const form = new FormData();
      form.append('file', file);
      const query = schoolId ? `?schoolId=${encodeURIComponent(schoolId)}` : '';
      return api.form<ImportPreview>('POST', `/api/students/import${query}`, form);
    },
  });
}

function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCommitBody) => api.post<ImportCommitResult>('/api/students/import/commit', body),
    // `me` too: the shell's "you have no students yet" prompt goes once there are some.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linkKeys.students() }),
        queryClient.invalidateQueries({ queryKey: classKeys.list() }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]),
  });
}
