import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import { Alert, Code, Table } from '@mantine/core';

export interface NewAccount {
  /** unique among the rows: the e-mail address does */
  key: string;
  /** what names the account, one cell each (name, e-mail) */
  cells: string[];
  password: string;
}

/** Students made by an import or an invitation, as rows of their name and e-mail. */
export function studentAccounts(
  students: readonly { name: string; email: string; initialPassword?: string | null | undefined }[],
): NewAccount[] {
  return students.map((student) => ({
    key: student.email,
    cells: [student.name, student.email],
    password: student.initialPassword ?? '',
  }));
}

/**
 * New accounts' first passwords, shown this once (a class imported, teachers invited): the notice that says so, then
 * one row an account, its password set apart. Put it in a `locked` Dialog, which closes only by its own button.
 */
export function InitialPasswords({ notice, accounts }: { notice: string; accounts: NewAccount[] }) {
  return (
    <>
      <Alert color="orange" variant="light">
        {notice}
      </Alert>
      <Table.ScrollContainer minWidth={480} mah={320}>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={account.key}>
                {account.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  <Table.Td key={index}>{cell}</Table.Td>
                ))}
                <Table.Td>
                  <Code data-testid="initial-password">{account.password}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
