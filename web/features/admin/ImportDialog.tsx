import { Alert, Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ImportDryRun, ImportResult, ImportRowError } from '../../../common/admin-questions';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/i18n';
import { api, isErrorCode, useErrorText } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { adminKeys, useInvalidateAdmin } from './api';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';

/** The spreadsheet import (super-admin): pick an .xlsx, see the dry run row by row, then import the good rows. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sheet = useSheetImport(onClose);
  const dry = sheet.check.data;
  return (
    <Dialog opened={opened} onClose={onClose} title={t('admin.questions.importTitle')} size="xl">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <SheetPicker file={sheet.file} onPick={sheet.pick} isChecking={sheet.check.isPending} />
          <Anchor href="/api/admin/questions/import/template" download size="sm">
            {t('admin.questions.importTemplate')}
          </Anchor>
        </Group>
        {sheet.check.isError && <Alert color="red">{errorText(sheet.check.error)}</Alert>}
        {dry && <DryRunRows dry={dry} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            disabled={!sheet.file || !dry || dry.good === 0}
            loading={sheet.run.isPending}
            onClick={() => sheet.file && sheet.run.mutate(sheet.file)}
          >
            {t('admin.questions.importRun', { count: dry?.good ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** The sheet chosen, checked as soon as it is picked; then imported. */
function useSheetImport(onDone: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateAdmin();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation({
    mutationFn: (chosen: File) => sendSheet<ImportDryRun>(chosen, '?dryRun=true'),
    onError: (error) => notifyError(errorText(error)),
  });
  const run = useMutation({
    mutationFn: (chosen: File) => sendSheet<ImportResult>(chosen, ''),
    onSuccess: (result) => {
      notifySuccess(
        t('admin.questions.importDone', { imported: result.imported, added: result.added, updated: result.updated }),
      );
      void invalidate(adminKeys.questions);
      onDone();
    },
    onError: (error) => notifyError(errorText(error)),
  });
  const pick = (chosen: File | null) => {
    setFile(chosen);
    check.reset();
    if (chosen) check.mutate(chosen);
  };
  return { file, pick, check, run };
}

interface SheetPickerProps {
  file: File | null;
  onPick: (file: File | null) => void;
  isChecking: boolean;
}

function SheetPicker({ file, onPick, isChecking }: SheetPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Group gap="xs">
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          // the same file picked again after an edit is read again
          event.currentTarget.value = '';
          onPick(chosen);
        }}
      />
      <Button variant="light" onClick={() => input.current?.click()} loading={isChecking}>
        {t('admin.questions.importPick')}
      </Button>
      {file && <Text size="sm">{file.name}</Text>}
    </Group>
  );
}

/** The dry run: how many rows are good and bad, and each row's errors or its question's start. */
function DryRunRows({ dry }: { dry: ImportDryRun }) {
  const { t } = useTranslation();
  const rowError = (error: ImportRowError) => {
    const text = isErrorCode(error.code) ? t(`errors.${error.code}`, error.params ?? {}) : error.message;
    return error.column ? `${error.column}: ${text}` : text;
  };
  return (
    <>
      <Text size="sm">{t('admin.questions.importSummary', { good: dry.good, bad: dry.bad })}</Text>
      <ScrollArea.Autosize mah={360}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.questions.importRow')}</Table.Th>
              <Table.Th>{t('admin.questions.importStatus')}</Table.Th>
              <Table.Th>{t('admin.questions.importQuestion')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dry.rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  {row.ok ? (
                    <Badge color="teal">{t('admin.questions.importOk')}</Badge>
                  ) : (
                    <Stack gap={2}>
                      {row.errors.map((error) => (
                        <Text key={`${error.code}-${error.column ?? ''}`} size="xs" c="red">
                          {rowError(error)}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={2}>
                    {row.preview.question.en || row.preview.question.zh}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}

/** The question sheet, checked only (`?dryRun=true`) or imported. */
function sendSheet<T>(file: File, query: string): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return api.form<T>('POST', `/api/admin/questions/import${query}`, form);
}
