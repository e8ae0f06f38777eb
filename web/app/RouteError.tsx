import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

interface PageMessageProps {
  title: string;
  body: string;
  /** the way on: a button */
  children: ReactNode;
  /** the least height it centres itself in: the whole screen, or the part of it beside the menu */
  minHeight: string;
}

/** A page that is only a message (a page not found, a page that failed): its title, what happened, the way on. */
export function PageMessage({ title, body, children, minHeight }: PageMessageProps) {
  return (
    <Center mih={minHeight} p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {children}
      </Stack>
    </Center>
  );
}

/** A page that failed to load or render. After a deploy an old chunk may be gone, and a reload fetches the new one. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <PageMessage title={t('app.routeError.title')} body={t('app.routeError.body')} minHeight="100dvh">
      <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
    </PageMessage>
  );
}

interface RouteErrorBoundaryProps {
  /** the current path: moving to another page clears the error */
  path: string;
  children: ReactNode;
}

/** Shows RouteError instead of a page that threw (a render error, or its chunk failed to load). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failedPath: string | null }> {
  override state = { failedPath: null };

  static getDerivedStateFromError(): { failedPath: string | null } {
    return { failedPath: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.setState({ failedPath: this.props.path });
  }

  override render(): ReactNode {
    const { failedPath } = this.state;
    if (failedPath !== null && (failedPath === '' || failedPath === this.props.path)) return <RouteError />;
    return this.props.children;
  }
}
