import { Button, Group } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconFlag,
  IconPencil,
  IconRepeat,
  IconReplace,
  IconSparkles,
} from '@tabler/icons-react';
import type { PracticeQuestionView } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { Link } from '../../../lib/router';
import { useToggleBookmark } from '../api';

interface SolutionActionsProps {
  practiceId: string;
  question: PracticeQuestionView;
  /** a teacher reviewing a linked student's paper: edit this paper's copy, repeat it as an assignment */
  asTeacher: boolean;
  /** the student's own practice (not an assignment): the question may be changed for another */
  canReshape: boolean;
  onRepeat: () => void;
  onReport: () => void;
  onReplace: () => void;
}

/** What can be done with a question on the solution screen: bookmark it, then the teacher's or the student's actions. */
export function SolutionActions({
  practiceId,
  question,
  asTeacher,
  canReshape,
  onRepeat,
  onReport,
  onReplace,
}: SolutionActionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toggleBookmark = useToggleBookmark(practiceId);
  const questionNo = question.questionNo;
  return (
    <Group gap="xs" mt="md">
      {/* Students, teachers and schools all keep bookmarks (spec: bookmarks in every learner menu). */}
      <Button
        variant={question.bookmarked ? 'filled' : 'light'}
        size="xs"
        leftSection={question.bookmarked ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
        aria-pressed={question.bookmarked}
        loading={toggleBookmark.isPending}
        onClick={() =>
          toggleBookmark.mutate(
            { questionNo, bookmarked: !question.bookmarked },
            { onError: (error) => notifyError(errorText(error)) },
          )
        }
      >
        {t(question.bookmarked ? 'solution.bookmarked' : 'solution.bookmark')}
      </Button>
      {asTeacher ? (
        <>
          <Button
            component={Link}
            to={`/app/edit-question/${encodeURIComponent(question.id)}`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} />}
          >
            {t('solution.teacher.editQuestion')}
          </Button>
          <Button variant="light" size="xs" leftSection={<IconRepeat size={16} />} onClick={onRepeat}>
            {t('repeat.button')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="light" size="xs" leftSection={<IconSparkles size={16} />} onClick={onRepeat}>
            {t('ai.repeat.button')}
          </Button>
          <Button variant="light" color="gray" size="xs" leftSection={<IconFlag size={16} />} onClick={onReport}>
            {t('solution.report.button')}
          </Button>
        </>
      )}
      {canReshape && (
        <Button variant="light" color="gray" size="xs" leftSection={<IconReplace size={16} />} onClick={onReplace}>
          {t('solution.replace.button')}
        </Button>
      )}
    </Group>
  );
}
