import { Anchor, Table, Text } from '@mantine/core';
import { pickText } from '../../../../common/i18n';
import type { BookmarkView } from '../../../../common/practice';
import { ListTable } from '../../../components/ListTable';
import { currentLanguage, useTranslation } from '../../../i18n/i18n';
import { formatDay } from '../../../lib/dates';
import { Link, useNavigate } from '../../../lib/router';
import { RemarkInput } from './RemarkInput';
import '@mantine/core/styles/Anchor.css';

export const solutionPath = (bookmark: BookmarkView) => `/app/solution/${bookmark.practiceId}/${bookmark.questionNo}`;

/** The bookmarks as a table (desktop): a row opens the question's solution. */
export function BookmarksTable({ bookmarks }: { bookmarks: BookmarkView[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  return (
    <ListTable
      headings={
        <>
          <Table.Th>{t('bookmarks.columns.date')}</Table.Th>
          <Table.Th>{t('bookmarks.columns.subject')}</Table.Th>
          <Table.Th>{t('bookmarks.columns.chapter')}</Table.Th>
          <Table.Th>{t('bookmarks.columns.remark')}</Table.Th>
        </>
      }
    >
      {bookmarks.map((bookmark) => (
        <Table.Tr
          key={bookmark.id}
          onClick={(event) => {
            // The remark box sits in the row: typing there must not open the solution.
            if (event.target instanceof HTMLElement && event.target.closest('input, a, button')) return;
            navigate(solutionPath(bookmark));
          }}
          style={{ cursor: 'pointer' }}
        >
          <Table.Td>
            <Anchor component={Link} to={solutionPath(bookmark)} size="sm">
              {formatDay(bookmark.createdAt, language)}
            </Anchor>
          </Table.Td>
          <Table.Td>{pickText(bookmark.subject.title, language)}</Table.Td>
          <Table.Td maw={260}>
            <Text size="sm" lineClamp={2}>
              {`${bookmark.chapter.chapterNo}. ${pickText(bookmark.chapter.title, bookmark.locale)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {t('bookmarks.question', { no: bookmark.questionNo })}
            </Text>
          </Table.Td>
          <Table.Td miw={200}>
            <RemarkInput key={`${bookmark.id}-${bookmark.remark}`} bookmark={bookmark} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
