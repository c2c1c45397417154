import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { ACCEPTED_TYPES } from './drafts';
import s from './PinBuilder.module.css';

/** Drag-and-drop zone and file picker (several pictures at once), and 'or save from a URL'. */
export function DropZone({
  onFiles,
  onUrl,
}: {
  onFiles(files: File[]): void;
  onUrl(url: string): void;
}) {
  const id = useId();
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
        aria-label="Upload pictures"
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
        <p className={s.dropText}>Drag and drop pictures here, or</p>
        {/* the button below opens it: one visible control, named like the button */}
        <input
          ref={input}
          id={`${id}-files`}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose pictures"
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
          Choose pictures
        </Button>
        <p className={s.hint}>JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each.</p>
      </section>
      <form className={s.urlForm} onSubmit={submitUrl}>
        <div className={s.urlRow}>
          <TextField
            id={`${id}-url`}
            name="url"
            label="or save from a URL"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/picture.jpg"
            autoComplete="off"
          />
          <Button type="submit" size="lg" disabled={!url.trim()}>
            Add
          </Button>
        </div>
      </form>
    </div>
  );
}
