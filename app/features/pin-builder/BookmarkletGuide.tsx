import { directionOf } from '#domain/i18n/locales';
import { usePageLocale } from '../../lib/root-data';
import { BookmarkletLink } from '../../ui/BookmarkletLink';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './BookmarkletGuide.module.css';
import { bookmarkletHref } from './bookmarklet-href';
import '../../lib/texts/builder';

/** Decision 051: the page that explains the bookmarklet and carries it, ready to drag. */
export function BookmarkletGuide({ origin }: { origin: string }) {
  const t = useT();
  const locale = usePageLocale();
  // the overlay's words, in this page's language: the script cannot load a catalog on other sites
  const texts = {
    lang: locale,
    dir: directionOf(locale),
    title: t('builder.guide.button'),
    close: t('builder.bm.close'),
    nopin: t('builder.bm.nopin'),
    none: t('builder.bm.none'),
    choose: t('builder.bm.choose'),
    saveOf: t('builder.bm.saveOf', { name: '{name}' }),
    thisPicture: t('builder.bm.thisPicture'),
    save: t('builder.bm.save'),
  };
  return (
    <article className={s.page}>
      <h1 className={s.title}>{t('builder.guide.title')}</h1>
      <p className={s.lead}>{t('builder.guide.lead')}</p>
      <div className={s.drag}>
        <BookmarkletLink
          script={bookmarkletHref(origin, texts)}
          label={t('builder.guide.button')}
        />
        <span className={s.dragHint}>{t('builder.guide.dragMe')}</span>
      </div>
      <h2 className={s.heading}>{t('builder.guide.how')}</h2>
      <ol className={s.steps}>
        <li>{t('builder.guide.step1')}</li>
        <li>{t('builder.guide.step2')}</li>
        <li>{t('builder.guide.step3')}</li>
        <li>{t('builder.guide.step4')}</li>
      </ol>
      <h2 className={s.heading}>{t('builder.guide.good')}</h2>
      <ul className={s.steps}>
        <li>{t('builder.guide.note1')}</li>
        <li>{t('builder.guide.note2')}</li>
        <li>
          {withNodes(t, 'builder.guide.note3', {
            builder: (
              <Link to="/pin-builder" underline="always">
                {t('builder.title')}
              </Link>
            ),
          })}
        </li>
      </ul>
    </article>
  );
}
