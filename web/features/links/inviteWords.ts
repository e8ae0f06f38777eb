import { type TextParams, useTranslation } from '../../i18n/i18n';
import { useMe } from '../../lib/me';

/** The invite dialog's texts that name who is invited (`links.invite.*`, a parent's `links.childInvite.*`). */
export type InviteWord =
  | 'title'
  | 'email'
  | 'name'
  | 'createAccountHint'
  | 'passwordTitle'
  | 'passwordBody'
  | 'passwordsBody'
  | 'row'
  | 'removeRow'
  | 'addRow'
  | 'sent'
  | 'added'
  | 'many';

/**
 * Parents are parents (issue 26.6): a parent's invite dialog says "my child" where a teacher's says "student", and
 * asks for no class or class number unless the parent turned classes on in Profile.
 */
export function useInviteWords() {
  const { t } = useTranslation();
  const me = useMe().data;
  const isParent = me?.isParent === true;
  const group = isParent ? 'childInvite' : 'invite';
  return {
    word: (key: InviteWord, params?: TextParams) => t(`links.${group}.${key}`, params),
    showsClasses: !isParent || me?.parentTeaching === true,
  };
}
