import s from './InboxPage.module.css';
import { InboxPanel } from './InboxPanel';

const stay = () => {};

/**
 * /notifications/?tab=messages (decision 062, the installed app's Messages shortcut): the inbox panel on a page.
 * Only the route imports it, so it is in that route's code, not in every page's.
 */
export function InboxPage() {
  return (
    <div className={s.page}>
      <InboxPanel onClose={stay} />
    </div>
  );
}
