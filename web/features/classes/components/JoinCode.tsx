import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, CopyButton, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconDotsVertical, IconLink, IconRefresh, IconUserOff } from '@tabler/icons-react';
import type { ClassView } from '../../../../common/classes';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResetJoinCode, useTurnOffJoinCode } from '../api';

/** The link a student opens to join the class. */
export const joinLink = (code: string) => `${window.location.origin}/join/${code}`;

/**
 * A class's join code, as Google Classroom shows it: the code, a button copying the link, and a menu to make a new
 * code (the old one stops working) or turn joining off; when off, a button turns it back on with a new code.
 */
export function JoinCode({ one }: { one: ClassView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useResetJoinCode();
  const turnOff = useTurnOffJoinCode();
  const onError = (error: unknown) => notifyError(errorText(error));

  if (!one.joinCode) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('classes.join.off')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={reset.isPending}
          onClick={() => reset.mutate(one.id, { onError })}
          aria-label={t('classes.join.turnOnFor', { name: one.name })}
        >
          {t('classes.join.turnOn')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Text
        ff="monospace"
        fw={700}
        fz="sm"
        style={{ letterSpacing: '0.08em' }}
        aria-label={t('classes.join.codeOf', { name: one.name })}
      >
        {one.joinCode}
      </Text>
      <CopyButton value={joinLink(one.joinCode)}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('classes.join.copied') : t('classes.join.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t('classes.join.copyFor', { name: one.name })}
            >
              {copied ? <IconCheck size={16} /> : <IconLink size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('classes.join.menuFor', { name: one.name })}>
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconRefresh size={16} />}
            onClick={() =>
              reset.mutate(one.id, { onSuccess: () => notifySuccess(t('classes.join.resetDone')), onError })
            }
          >
            {t('classes.join.reset')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserOff size={16} />}
            color="red"
            onClick={() =>
              turnOff.mutate(one.id, { onSuccess: () => notifySuccess(t('classes.join.offDone')), onError })
            }
          >
            {t('classes.join.turnOff')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
