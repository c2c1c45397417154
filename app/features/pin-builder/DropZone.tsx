import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
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
        <Upload size={32} aria-hidden="true" />
        <p className={s.dropText}>Drag and drop pictures here, or</p>
        <input
          ref={input}
          id={`${id}-files`}
          className={s.fileInput}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          multiple
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (files.length) onFiles(files);
            e.target.value = '';
          }}
        />
        <label htmlFor={`${id}-files`} className={`${s.primaryButton} ${s.fileLabel}`}>
          Choose pictures
        </label>
        <p className={s.hint}>JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each.</p>
      </section>
      <form className={s.urlForm} onSubmit={submitUrl}>
        <label className={s.label} htmlFor={`${id}-url`}>
          or save from a URL
        </label>
        <div className={s.boardRow}>
          <input
            id={`${id}-url`}
            className={s.input}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/picture.jpg"
            autoComplete="off"
          />
          <button type="submit" className={s.secondaryButton} disabled={!url.trim()}>
            Add
          </button>
        </div>
      </form>
    </div>
  );
}
