import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OWN_REVIEW_BUDGET } from '../../../../common/learning-settings';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetReviewBudget } from '../api';

interface ReviewBudgetProps {
  /** the budget in force */
  budget: number;
  /** the student's own, or null: everyone's */
  ownBudget: number | null;
  defaultBudget: number;
}

/**
 * The notebook's daily review budget: what is in force and whose it is; "Change" opens a number (5 to 100) to save
 * as the student's own, and "use the default" goes back to everyone's.
 */
export function ReviewBudget({ budget, ownBudget, defaultBudget }: ReviewBudgetProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSetReviewBudget();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | string>(budget);
  const valid = isValidBudget(value);

  function submit(dailyBudget: number | null) {
    save.mutate(
      { dailyBudget },
      {
        onSuccess: (queue) => {
          setEditing(false);
          notifySuccess(t('statistics.notebook.budgetSaved', { count: queue.budget }));
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );
  }

  if (!editing)
    return (
      <BudgetLine
        budget={budget}
        isOwn={ownBudget !== null}
        onChange={() => {
          setValue(budget);
          setEditing(true);
        }}
      />
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isValidBudget(value)) submit(value);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <BudgetInput value={value} onChange={setValue} />
          <Button type="submit" disabled={!valid} loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </Group>
        {ownBudget !== null && (
          <Anchor component="button" type="button" size="sm" onClick={() => submit(null)} disabled={save.isPending}>
            {t('statistics.notebook.budgetUseDefault', { count: defaultBudget })}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}

/** The budget in force and whose it is, with "Change". */
function BudgetLine({ budget, isOwn, onChange }: { budget: number; isOwn: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        {t(isOwn ? 'statistics.notebook.budgetOwn' : 'statistics.notebook.budgetDefault', { count: budget })}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onChange}>
        {t('statistics.notebook.budgetChange')}
      </Anchor>
    </Group>
  );
}

function isValidBudget(value: number | string): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= OWN_REVIEW_BUDGET.min &&
    value <= OWN_REVIEW_BUDGET.max
  );
}

/** The student's own number of reviews a day, 5 to 100. */
function BudgetInput({ value, onChange }: { value: number | string; onChange: (value: number | string) => void }) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('statistics.notebook.budgetLabel')}
      description={t('statistics.notebook.budgetHint', { min: OWN_REVIEW_BUDGET.min, max: OWN_REVIEW_BUDGET.max })}
      value={value}
      onChange={onChange}
      min={OWN_REVIEW_BUDGET.min}
      max={OWN_REVIEW_BUDGET.max}
      allowDecimal={false}
      allowNegative={false}
      error={isValidBudget(value) ? undefined : t('statistics.notebook.budgetInvalid', OWN_REVIEW_BUDGET)}
      w={220}
      data-autofocus
    />
  );
}
