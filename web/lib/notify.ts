import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true });
}
