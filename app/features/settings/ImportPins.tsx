import { useId, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { articleDate } from '#domain/discovery/today';
import { formatFixed } from '#domain/formatting/format-number';
import type { MessageId } from '#domain/i18n/catalogs/en';
import {
  IMPORT_SOURCES,
  type ImportSource,
  type ImportView,
  isImportActive,
} from '#domain/imports/import-item';
import { IMPORT_SOURCE_INFO, importFileMegabytes } from '#domain/imports/sources';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useRevalidateWhile } from '../../lib/use-revalidate-while';
import { useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { FilePick } from '../../ui/FilePick';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { ProgressBar } from '../../ui/ProgressBar';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import s from './DataExport.module.css';
import { type ImportAnswer, sendImportFile } from './import-upload';
import '../../lib/texts/settings';

/** While an import runs, the page asks this often how far it has come. */
const POLL_MS = 1500;

const n = (count: number) => formatFixed(count, 0);

/** What each source's file picker says (decision 064: the catalog's words). */
const FILE_TEXT: Record<ImportSource, [MessageId, MessageId]> = {
  pinterest: ['settings.import.file.pinterest', 'settings.import.hint.pinterest'],
  pinry: ['settings.import.file.pinry', 'settings.import.hint.pinry'],
  karakeep: ['settings.import.file.karakeep', 'settings.import.hint.karakeep'],
  bookmarks: ['settings.import.file.bookmarks', 'settings.import.hint.bookmarks'],
  zip: ['settings.import.file.zip', 'settings.import.hint.zip'],
  tessera: ['settings.import.file.tessera', 'settings.import.hint.tessera'],
};

/** The sources named in words of the page's language; the others are names of products. */
const SOURCE_NAME: Partial<Record<ImportSource, MessageId>> = {
  bookmarks: 'settings.import.source.bookmarks',
  zip: 'settings.import.source.zip',
};

/** An example of a Pinry's address, not words: the same in every language. */
const PINRY_EXAMPLE = 'https://pinry.example.org';

function Counts({ view }: { view: ImportView }) {
  const t = useT();
  return (
    <p className={s.state}>
      {t('settings.import.counts', {
        count: view.imported,
        imported: n(view.imported),
        skipped: n(view.skipped),
        failed: n(view.failed),
      })}
    </p>
  );
}

function Running({ view }: { view: ImportView }) {
  const t = useT();
  const done = view.imported + view.skipped + view.failed;
  const counted = t('settings.import.counted', { done: n(done), total: n(view.total) });
  return (
    <>
      <p className={s.state}>{t('settings.import.importingCount', { counted })}</p>
      <ProgressBar
        label={t('settings.import.importing')}
        value={view.total ? (done / view.total) * 100 : null}
        valueText={counted}
      />
      <Counts view={view} />
    </>
  );
}

/** Stops the import under way; what came stays. */
function Stop({ id }: { id: number }) {
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const t = useT();
  const failure = isFailure(fetcher.data) ? fetcher.data.error : null;
  return (
    <fetcher.Form method="post" className={s.request}>
      <input type="hidden" name="_csrf" value={csrf} />
      <FormAlert id={`import-stop-${id}`} message={failure} />
      <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
        {t('settings.import.stop')}
      </Button>
    </fetcher.Form>
  );
}

function Ended({ view }: { view: ImportView }) {
  const t = useT();
  const language = useViewer().language;
  return (
    <>
      <p className={s.state}>
        {t('settings.import.ended', {
          state: view.state,
          date: articleDate(view.createdAt, language),
        })}
      </p>
      <Counts view={view} />
    </>
  );
}

function Preview({ answer, what }: { answer: ImportAnswer['preview']; what: 'file' | 'pinry' }) {
  const t = useT();
  const has = t('settings.import.preview', {
    what,
    count: answer.pins,
    pins: n(answer.pins),
    boardCount: answer.boards,
    boards: n(answer.boards),
  });
  const skipped = answer.duplicates
    ? `${t('settings.import.duplicates', { count: answer.duplicates, n: n(answer.duplicates) })} `
    : '';
  const unreadable = answer.unreadable
    ? t('settings.import.unreadable', { count: answer.unreadable, n: n(answer.unreadable) })
    : '';
  return (
    <p className={s.state}>
      {has} {skipped}
      {unreadable}
    </p>
  );
}

/** Choose where the pins come from and the export file, see what it holds, import it. */
function Start() {
  const id = useId();
  const t = useT();
  const sourceOptions = IMPORT_SOURCES.map((value) => {
    const named = SOURCE_NAME[value];
    return { value, label: named ? t(named) : IMPORT_SOURCE_INFO[value].label };
  });
  const revalidator = useRevalidator();
  const [source, setSource] = useState<ImportSource>(IMPORT_SOURCES[0]);
  const info = IMPORT_SOURCE_INFO[source];
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportAnswer['preview'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pinry, setPinry] = useState({ address: '', token: '' });
  // a Pinry is read from its address with a token, or from its answers saved as a file
  const input = file ?? (source === 'pinry' && pinry.address && pinry.token ? pinry : null);

  async function send(start: boolean) {
    if (!input) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await sendImportFile(source, input, start, t);
      if (start) await revalidator.revalidate();
      else setPreview(answer.preview);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={s.request}>
      {sourceOptions.length > 1 ? (
        <RadioGroup
          legend={t('settings.import.source')}
          name="source"
          options={sourceOptions}
          value={source}
          onValueChange={(value) => {
            setSource(value as ImportSource);
            setFile(null);
            setPreview(null);
            setError(null);
          }}
        />
      ) : null}
      {source === 'pinry' ? (
        <>
          <TextField
            label={t('settings.import.pinryAddress')}
            name="address"
            type="url"
            placeholder={PINRY_EXAMPLE}
            value={pinry.address}
            onChange={(e) => {
              setPinry({ ...pinry, address: e.target.value });
              setPreview(null);
            }}
          />
          <TextField
            label={t('settings.import.pinryToken')}
            name="token"
            type="password"
            autoComplete="off"
            value={pinry.token}
            onChange={(e) => {
              setPinry({ ...pinry, token: e.target.value });
              setPreview(null);
            }}
          />
        </>
      ) : null}
      <FilePick
        label={t(FILE_TEXT[source][0])}
        accept={info.accept}
        file={file}
        onChange={(f) => {
          setFile(f);
          setPreview(null);
          setError(null);
        }}
        hint={t(FILE_TEXT[source][1], { mb: importFileMegabytes(source) })}
      />
      <FormAlert id={`${id}-error`} message={error} />
      {preview ? <Preview answer={preview} what={file ? 'file' : 'pinry'} /> : null}
      {preview ? (
        <Button variant="primary" loading={busy} onClick={() => void send(true)}>
          {t('settings.import.start', { count: preview.pins, n: n(preview.pins) })}
        </Button>
      ) : (
        <Button variant="primary" loading={busy} disabled={!input} onClick={() => void send(false)}>
          {t('settings.import.see')}
        </Button>
      )}
    </div>
  );
}

/**
 * Settings → Import (issue 35, decisions 053, 054): bring pins from a Pinterest data export, a
 * Pinry, a Karakeep export, a browser's bookmarks, a ZIP of pictures or Tessera's own export. The file
 * is previewed first; the import then runs as a job, and this page shows its progress (you can
 * leave and come back), lets you stop it, and gives the report of what did not come.
 */
export function ImportPins({ latest }: { latest: ImportView | null }) {
  const active = latest !== null && isImportActive(latest.state);
  const t = useT();

  useRevalidateWhile(active, POLL_MS);

  return (
    <div className={s.panel}>
      {latest ? (
        <section className={s.status} aria-live="polite" aria-label={t('settings.import.yours')}>
          {active ? <Running view={latest} /> : <Ended view={latest} />}
        </section>
      ) : null}
      {active && latest ? <Stop id={latest.id} /> : null}
      {!active && latest?.reportPath ? (
        <div className={s.request}>
          <ButtonLink to={latest.reportPath} reloadDocument variant="secondary">
            {t('settings.import.report')}
          </ButtonLink>
        </div>
      ) : null}
      {active ? null : <Start />}
    </div>
  );
}
