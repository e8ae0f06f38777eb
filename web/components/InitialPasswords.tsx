import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Alert, Code, ScrollArea, Table, Text } from '@mantine/core';

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
 * Two columns, the account (its name over its e-mail, which breaks where it must) and the password, so the password
 * is on screen at a phone's width too: a third column scrolled it out of sight there, where it is shown only once.
 */
export function InitialPasswords({ notice, accounts }: { notice: string; accounts: NewAccount[] }) {
  return (
    <>
      <Alert color="orange" variant="light">
        {notice}
      </Alert>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table verticalSpacing={6} layout="fixed">
          <Table.Tbody>
            {accounts.map((account) => {
              const [title, ...details] = account.cells;
              return (
                <Table.Tr key={account.key}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {title}
                    </Text>
                    {details.map((detail) => (
                      <Text key={detail} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {detail}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td w="11rem" ta="right">
                    <Code data-testid="initial-password" style={{ whiteSpace: 'nowrap' }}>
                      {account.password}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
