import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { useT, withNodes } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { PicturePick } from '../../ui/PicturePick';
import { TextField } from '../../ui/TextField';
import s from './PinBuilder.module.css';
import { type PagePicture, type PagePictures, pagePictures, uploadTexts } from './upload';
import '../../lib/texts/builder';

/** an address field's example: no text of a language */
const PAGE_EXAMPLE = 'https://example.com/a-page-with-pictures';

function hostOf(url: string): string {
  return URL.parse(url)?.hostname ?? url;
}

/**
 * Decision 051: "Save from a website": the person pastes a page's address, the server reads the
 * page and its pictures, and choosing one starts a draft with that picture and the page as its
 * link and title.
 */
export function SaveFromWebsite({
  onPick,
}: {
  onPick(picture: PagePicture, page: PagePictures): void;
}) {
  const id = useId();
  const t = useT();
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<PagePictures | null>(null);

  async function find(e: FormEvent) {
    e.preventDefault();
    const value = address.trim();
    if (!value || busy) return;
    setBusy(true);
    setError(null);
    setFound(null);
    try {
      setFound(await pagePictures(value, uploadTexts(t)));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={s.website} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.websiteTitle}>
        {t('builder.fromWebsite')}
      </h2>
      <form className={s.urlRow} onSubmit={find}>
        <TextField
          id={`${id}-page`}
          name="page"
          label={t('builder.pageAddress')}
          type="url"
          inputMode="url"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder={PAGE_EXAMPLE}
          autoComplete="off"
          error={error}
        />
        <Button type="submit" size="lg" loading={busy} disabled={!address.trim()}>
          {t('builder.findPictures')}
        </Button>
      </form>
      <p className={s.hint}>
        {withNodes(t, 'builder.browsing', {
          link: (
            <Link to="/about/bookmarklet" underline="always">
              {t('builder.getBookmarklet')}
            </Link>
          ),
        })}
      </p>
      {found ? (
        <div className={s.picker}>
          <div className={s.pickerHead}>
            <h3 className={s.pickerTitle}>
              {t('builder.chooseFrom', { host: hostOf(found.url), count: found.pictures.length })}
            </h3>
            <Button variant="tertiary" onClick={() => setFound(null)}>
              {t('builder.close')}
            </Button>
          </div>
          <ul className={s.pickerGrid}>
            {found.pictures.map((p, i) => (
              <li key={p.url}>
                <PicturePick
                  label={t(p.alt ? 'builder.savePictureAlt' : 'builder.savePicture', {
                    number: i + 1,
                    total: found.pictures.length,
                    alt: p.alt,
                    size: `${p.width} × ${p.height}`,
                  })}
                  src={p.dataUrl}
                  caption={`${p.width} × ${p.height}`}
                  onPick={() => {
                    onPick(p, found);
                    setFound(null);
                    setAddress('');
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
