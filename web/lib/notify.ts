// @mantine/notifications loads after the first screen (AppProviders); a toast asks for the same chunk, so it never
// sits in a page's first load and is shown as soon as it is there.
function show(message: string, color: string): void {
  import('@mantine/notifications').then(
    ({ notifications }) => notifications.show({ message, color, withBorder: true }),
    (error: unknown) => console.error('toast could not load', message, error),
  );
}

export function notifySuccess(message: string): void {
  show(message, 'teal');
}

export function notifyError(message: string): void {
  show(message, 'red');
}
