import { Alert } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { CreateAiAssignmentBody } from '../../../../../common/ai';
import { AiAssignmentTab } from '../../../../components/ai/AiAssignmentTab';
import { useTranslation } from '../../../../i18n/i18n';
import { AssignmentForm } from './AssignmentForm';
import type { CreateTabPanelProps } from './tabPanel';

/**
 * The "generate with AI" tab: the bank tab's form (its fields, checks and error display), whose footer is the AI
 * action: generate, the progress bar and stop button while the job writes, then confirm-assignment opens.
 */
export function AiAssignmentPanel({ onCreated, ...form }: CreateTabPanelProps) {
  const { t } = useTranslation();
  return (
    <AssignmentForm
      mode="bank"
      {...form}
      intro={
        <Alert color="violet" variant="light" icon={<IconSparkles size={18} />}>
          {t('ai.assignment.intro')}
        </Alert>
      }
      renderAction={({ summary, getBody, onError, guardStudents }) => (
        <AiAssignmentTab
          summary={summary}
          guardStudents={guardStudents}
          onError={onError}
          onCreated={onCreated}
          getBody={() => {
            const body = getBody();
            if (!body) return null;
            // The bank form asks the same as the AI route, less its mode (it requires chapters and a count too).
            const { mode: _mode, ...rest } = body;
            return CreateAiAssignmentBody.parse(rest);
          }}
        />
      )}
    />
  );
}
