import { Badge } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';

/**
 * A grade in its band's colour (the subject's grade bands: common/grades.ts): a paper's result, and a mock's estimated
 * level on the student's result and the teacher's results by section. Nothing while there is no grade yet.
 */
export function GradeBadge({
  grade,
  size = 'lg',
}: {
  grade: { grade: string; color: string } | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  if (!grade) return null;
  return (
    <Badge
      color={grade.color}
      autoContrast
      size={size}
      tt="none"
      aria-label={t('common.gradeLabel', { grade: grade.grade })}
    >
      {grade.grade}
    </Badge>
  );
}
