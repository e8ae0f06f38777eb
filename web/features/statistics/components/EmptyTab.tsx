import type { Icon } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';

/** A tab's list with nothing in it yet: the tab names the list, so its title here is bold text, not a heading. */
export function EmptyTab({ icon, title, hint }: { icon: Icon; title: string; hint: string }) {
  return <EmptyState icon={icon} title={title} hint={hint} hintWidth={null} isTitleHeading={false} />;
}
