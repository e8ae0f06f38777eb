import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type BookmarkView, PRACTICE_LIMITS } from '../../../../common/practice';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateBookmarkRemark } from '../api';

/** The remark, edited in place: saved on Enter or when the box loses focus, Escape undoes; never mid-composition. */
export function RemarkInput({ bookmark }: { bookmark: BookmarkView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateBookmarkRemark();
  const [remark, setRemark] = useState(bookmark.remark);

  function save() {
    const next = remark.trim();
    if (next === bookmark.remark) return;
    update.mutate(
      { bookmarkId: bookmark.id, remark: next },
      {
        onSuccess: () => notifySuccess(t('bookmarks.remarkSaved')),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  }

  return (
    <TextInput
      aria-label={t('bookmarks.remarkFor', { no: bookmark.questionNo })}
      placeholder={t('bookmarks.remarkPlaceholder')}
      value={remark}
      onChange={(event) => setRemark(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.nativeEvent.isComposing || event.keyCode === 229) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape') {
          setRemark(bookmark.remark);
        }
      }}
      maxLength={PRACTICE_LIMITS.remark.max}
      size="sm"
      mt={{ base: 'xs', sm: 0 }}
      rightSection={update.isPending ? <Text size="xs">…</Text> : undefined}
    />
  );
}
