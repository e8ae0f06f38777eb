// The toasts' host with its stylesheets, loaded at the first touch or the first toast (AppProviders): no first
// screen shows a toast, so neither the host nor its CSS is in the entry.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
