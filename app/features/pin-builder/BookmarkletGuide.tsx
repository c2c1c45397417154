import { BookmarkletLink } from '../../ui/BookmarkletLink';
import { Link } from '../../ui/Link';
import s from './BookmarkletGuide.module.css';
import { bookmarkletHref } from './bookmarklet-href';

/** Decision 051: the page that explains the bookmarklet and carries it, ready to drag. */
export function BookmarkletGuide({ origin }: { origin: string }) {
  return (
    <article className={s.page}>
      <h1 className={s.title}>Save from any website</h1>
      <p className={s.lead}>
        Drag the button below to your browser’s bookmarks bar. Then, on any web page, click it to
        see the page’s pictures and choose one to save to Tessera.
      </p>
      <div className={s.drag}>
        <BookmarkletLink script={bookmarkletHref(origin)} label="Save to Tessera" />
        <span className={s.dragHint}>← drag me to your bookmarks bar</span>
      </div>
      <h2 className={s.heading}>How it works</h2>
      <ol className={s.steps}>
        <li>
          Show your bookmarks bar: Ctrl+Shift+B (Windows, Linux, ChromeOS) or ⌘+Shift+B (Mac).
        </li>
        <li>Drag the “Save to Tessera” button onto the bar.</li>
        <li>
          On a page with a picture you like, click “Save to Tessera” in the bar. The page’s pictures
          appear over it, largest version first; press Escape or Close to put them away.
        </li>
        <li>
          Choose one: Tessera opens in a new tab with the picture, the page as its link and the
          page’s title as its description, ready for a board.
        </li>
      </ol>
      <h2 className={s.heading}>Good to know</h2>
      <ul className={s.steps}>
        <li>
          The bookmarklet carries all its code and loads nothing, so it works on sites with strict
          security settings too.
        </li>
        <li>
          Sites can say no: a page marked “nopin” shows nothing to save, and pictures marked
          data-pin-nopin are left out.
        </li>
        <li>
          On a phone, or without a bookmarks bar, paste the page’s address in{' '}
          <Link to="/pin-builder" underline="always">
            Create Pin
          </Link>{' '}
          under “Save from a website”.
        </li>
      </ul>
    </article>
  );
}
