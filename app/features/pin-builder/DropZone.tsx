import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import { ACCEPTED_TYPES, MAX_UPLOAD_MEGABYTES } from './drafts';
import s from './PinBuilder.module.css';
import '../../lib/texts/builder';

/** an address field's example: no text of a language */
const URL_EXAMPLE = 'https://example.com/picture.jpg';

/** Drag-and-drop zone and file picker (several pictures at once), and 'or save from a URL'. */
export function DropZone({
  onFiles,
  onUrl,
}: {
  onFiles(files: File[]): void;
  onUrl(url: string): void;
}) {
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [url, setUrl] = useState('');

  function submitUrl(e: FormEvent) {
    e.preventDefault();
    const value = url.trim();
    if (!value) return;
    onUrl(value);
    setUrl('');
  }

  return (
    <div className={s.sources}>
      <section
        aria-label={t('builder.upload')}
        className={over ? `${s.dropZone} ${s.dropOver}` : s.dropZone}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const files = [...e.dataTransfer.files];
          if (files.length) onFiles(files);
        }}
      >
        <Icon name="upload" size={32} />
        <p className={s.dropText}>{t('builder.drop')}</p>
        {/* the button below opens it: one visible control, named like the button */}
        <input
          ref={input}
          id={`${id}-files`}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('builder.choose')}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          multiple
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (files.length) onFiles(files);
            e.target.value = '';
          }}
        />
        <Button variant="primary" onClick={() => input.current?.click()}>
          {t('builder.choose')}
        </Button>
        <p className={s.hint}>{t('builder.types', { mb: MAX_UPLOAD_MEGABYTES })}</p>
      </section>
      <form className={s.urlForm} onSubmit={submitUrl}>
        <div className={s.urlRow}>
          <TextField
            id={`${id}-url`}
            name="url"
            label={t('builder.fromUrl')}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder={URL_EXAMPLE}
            autoComplete="off"
          />
          <Button type="submit" size="lg" disabled={!url.trim()}>
            {t('builder.add')}
          </Button>
        </div>
      </form>
    </div>
  );
}
