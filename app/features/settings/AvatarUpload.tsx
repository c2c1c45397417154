import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { UserModel } from '#domain/pins/models';
import { useCsrfToken } from '../../lib/root-data';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { type Translate, useT } from '../../ui/i18n';
import s from './Settings.module.css';
import '../../lib/texts/settings';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const MAX_BYTES = 20 * 1024 * 1024;

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'done' }
  | { state: 'failed'; message: string };

/**
 * Sends the file with XMLHttpRequest, not fetch: only it reports upload progress, which a
 * large photo on a slow line needs.
 */
function send(file: File, csrf: string, t: Translate, onProgress: (percent: number) => void) {
  return new Promise<{ user?: UserModel; error?: string }>((resolve) => {
    const body = new FormData();
    body.set('_csrf', csrf);
    body.set('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/settings/avatar');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const res = (xhr.response ?? {}) as { user?: UserModel; error?: string };
      if (xhr.status >= 200 && xhr.status < 300 && res.user) resolve(res);
      else resolve({ error: res.error ?? t('settings.avatar.failed') });
    };
    xhr.onerror = () => resolve({ error: t('settings.avatar.offline') });
    xhr.send(body);
  });
}

export function AvatarUpload({ user }: { user: UserModel }) {
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  async function onChange(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      setUpload({ state: 'failed', message: t('settings.avatar.wrongType') });
      return;
    }
    if (file.size > MAX_BYTES) {
      setUpload({ state: 'failed', message: t('settings.avatar.tooLarge') });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUpload({ state: 'uploading', percent: 0 });
    const res = await send(file, csrf, t, (percent) => setUpload({ state: 'uploading', percent }));
    if (res.error) {
      setUpload({ state: 'failed', message: res.error });
      return;
    }
    setUpload({ state: 'done' });
    revalidator.revalidate();
    if (input.current) input.current.value = '';
  }

  const errorId = `${id}-error`;
  const busy = upload.state === 'uploading';
  return (
    <div className={s.avatarRow}>
      {preview ? (
        <img className={s.avatarPreview} src={preview} alt="" width={96} height={96} />
      ) : (
        <Avatar name={user.fullName} src={user.imageLargeUrl} size={120} />
      )}
      <div className={s.avatarControls}>
        {/* the button opens the picker, so the input stays out of the tab order: one stop, not two */}
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          name="file"
          accept={ACCEPT}
          onChange={onChange}
          disabled={busy}
          tabIndex={-1}
          aria-label={t('settings.avatar.change')}
        />
        <Button
          variant="secondary"
          loading={busy}
          onClick={() => input.current?.click()}
          aria-describedby={upload.state === 'failed' ? errorId : `${id}-hint`}
        >
          {t('settings.avatar.change')}
        </Button>
        <p id={`${id}-hint`} className={s.hint}>
          {t('settings.avatar.hint')}
        </p>
        <div className={s.progressSlot}>
          {busy ? (
            <progress
              className={s.progress}
              max={100}
              value={upload.percent}
              aria-label={t('settings.avatar.uploading')}
            />
          ) : null}
          <p className={s.status} role="status">
            {busy
              ? t('settings.avatar.progress', { percent: upload.percent })
              : upload.state === 'done'
                ? t('settings.avatar.saved')
                : ''}
          </p>
        </div>
        <FormAlert id={errorId} message={upload.state === 'failed' ? upload.message : null} />
      </div>
    </div>
  );
}
