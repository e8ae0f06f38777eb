import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { RichHtml } from '../RichHtml';

/** The server's rendering of rich text as last saved (chapter notes, a blog post), or a line saying there is none. */
export function PreviewCard({ html, testId }: { html: string | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} fz="sm" c="dimmed">
          {t('admin.notes.preview')}
        </Title>
        {html ? (
          <RichHtml html={html} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.notes.emptyPreview')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
