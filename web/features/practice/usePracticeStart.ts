import { useState } from 'react';
import type { CreatePracticeBody } from '../../../common/practice';
import { useStartAiPractice } from '../../components/ai/api';
import { type UpsellReason, upsellReasonOf } from '../../components/PremiumDialog';
import { notEnoughText } from '../../components/paper/notEnough';
import { useTranslation } from '../../i18n/i18n';
import { useErrorText } from '../../lib/api';
import { type FieldErrors, fieldErrorFromServer } from '../../lib/formErrors';
import { useNavigate } from '../../lib/router';
import { useCreateMockPractice, useCreatePractice } from './api';

export type PracticeField =
  | 'subjectId'
  | 'chapterIds'
  | 'locale'
  | 'difficulty'
  | 'noOfMCQuestions'
  | 'noOfShortQuestions'
  | 'noOfLongQuestions'
  | 'noOfQuestions'
  | 'timeLimit';

/**
 * Starting a paper from the practice form, whichever kind (the bank's, AI's or a full mock), and what a refusal
 * shows: the upsell for a free limit, "not enough questions" on the form, a field's own error beside it.
 */
export function usePracticeStart(options: { countField: PracticeField }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const createPractice = useCreatePractice();
  const startAiPractice = useStartAiPractice();
  const createMock = useCreateMockPractice();
  const [errors, setErrors] = useState<FieldErrors<PracticeField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);

  const handlers = {
    onSuccess: (practice: { id: string }) => navigate(`/app/working/${practice.id}/1`),
    onError: (error: Error) => {
      const limit = upsellReasonOf(error);
      if (limit) return setUpsell(limit);
      const notEnough = notEnoughText(t, error);
      if (notEnough) return setFormError(notEnough);
      const onField = fieldErrorFromServer<PracticeField>(error, {
        invalid_chapters: 'chapterIds',
        invalid_subject: 'subjectId',
        subject_not_found: 'subjectId',
        invalid_locale: 'locale',
        invalid_difficulty: 'difficulty',
        invalid_count: options.countField,
        invalid_time_limit: 'timeLimit',
      });
      if (onField) setErrors(onField);
      else setFormError(errorText(error));
    },
  };

  function clearErrors() {
    setErrors({});
    setFormError(null);
  }

  return {
    errors,
    setErrors,
    formError,
    setFormError,
    clearErrors,
    upsell,
    closeUpsell: () => setUpsell(null),
    /** the bank draws the paper; AI opens it at once and writes its questions while the student starts */
    start(source: 'bank' | 'ai', body: CreatePracticeBody) {
      clearErrors();
      (source === 'ai' ? startAiPractice : createPractice).mutate(body, handlers);
    },
    startMock(body: { mockPaperId: string; chapterIds: string[]; locale: 'en' | 'zh' }) {
      clearErrors();
      createMock.mutate(body, handlers);
    },
    pending: { bank: createPractice.isPending, ai: startAiPractice.isPending, mock: createMock.isPending },
    pendingMockId: createMock.isPending ? createMock.variables?.mockPaperId : undefined,
  };
}
