import { NativeSelect } from '@mantine/core';
import type { StudentLinkView } from '../../../../common/links';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetTimeMultiplier } from '../api';

/** The choices a teacher offers (issue 11); the server takes any value from 1 to 3, so one set elsewhere still shows. */
const MULTIPLIERS = [1, 1.25, 1.5, 2];

/**
 * A student's extra time on this teacher's assignments: the time limit times 1, 1.25, 1.5 or 2, applied by the server
 * when the student starts one. Saved on change, with a toast either way.
 */
export function ExtraTimeSelect({ student }: { student: StudentLinkView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSetTimeMultiplier();
  const current = save.isPending ? save.variables.timeMultiplier : (student.timeMultiplier ?? 1);
  const choices = MULTIPLIERS.includes(current) ? MULTIPLIERS : [...MULTIPLIERS, current].sort((a, b) => a - b);
  const label = (multiplier: number) =>
    multiplier === 1 ? t('links.students.extraTime.none') : t('links.students.extraTime.times', { multiplier });

  return (
    <NativeSelect
      size="xs"
      w={120}
      aria-label={t('links.students.extraTime.labelOf', { name: student.displayName })}
      value={String(current)}
      disabled={save.isPending}
      data={choices.map((multiplier) => ({ value: String(multiplier), label: label(multiplier) }))}
      onChange={(event) => {
        const timeMultiplier = Number(event.currentTarget.value);
        save.mutate(
          { studentId: student.studentId, timeMultiplier },
          {
            onSuccess: () =>
              notifySuccess(
                t('links.students.extraTime.saved', { name: student.displayName, multiplier: timeMultiplier }),
              ),
            onError: (error) => notifyError(errorText(error)),
          },
        );
      }}
    />
  );
}
