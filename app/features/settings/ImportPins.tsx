import { useId, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { articleDate } from '#domain/discovery/today';
import { formatFixed } from '#domain/formatting/format-number';
import {
  IMPORT_SOURCES,
  type ImportSource,
  type ImportView,
  isImportActive,
} from '#domain/imports/import-item';
import { IMPORT_SOURCE_INFO } from '#domain/imports/sources';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useRevalidateWhile } from '../../lib/use-revalidate-while';
import { Button, ButtonLink } from '../../ui/Button';
import { FilePick } from '../../ui/FilePick';
import { FormAlert } from '../../ui/FormAlert';
import { ProgressBar } from '../../ui/ProgressBar';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import s from './DataExport.module.css';
import { type ImportAnswer, sendImportFile } from './import-upload';

/** While an import runs, the page asks this often how far it has come. */
const POLL_MS = 1500;

const n = (count: number) => formatFixed(count, 0);

function pins(count: number): string {
  return `${n(count)} ${count === 1 ? 'pin' : 'pins'}`;
}

function Counts({ view }: { view: ImportView }) {
  return (
    <p className={s.state}>
      {pins(view.imported)} imported, {n(view.skipped)} skipped as already yours, {n(view.failed)}{' '}
      could not come.
    </p>
  );
}

function Running({ view }: { view: ImportView }) {
  const done = view.imported + view.skipped + view.failed;
  const counted = `${n(done)} of ${n(view.total)}`;
  return (
    <>
      <p className={s.state}>Importing your pins: {counted}</p>
      <ProgressBar
        label="Importing your pins"
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
  const failure = isFailure(fetcher.data) ? fetcher.data.error : null;
  return (
    <fetcher.Form method="post" className={s.request}>
      <input type="hidden" name="_csrf" value={csrf} />
      <FormAlert id={`import-stop-${id}`} message={failure} />
      <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
        Stop importing
      </Button>
    </fetcher.Form>
  );
}

function Ended({ view }: { view: ImportView }) {
  const how =
    view.state === 'cancelled'
      ? 'You stopped your last import'
      : view.state === 'failed'
        ? 'Your last import could not finish'
        : 'Your last import is done';
  return (
    <>
      <p className={s.state}>
        {how} (started {articleDate(view.createdAt)}).
      </p>
      <Counts view={view} />
    </>
  );
}

function Preview({ answer, what }: { answer: ImportAnswer['preview']; what: string }) {
  return (
    <p className={s.state}>
      {what} has {pins(answer.pins)} on {n(answer.boards)}{' '}
      {answer.boards === 1 ? 'board' : 'boards'}.{' '}
      {answer.duplicates ? `${pins(answer.duplicates)} you already have will be skipped. ` : ''}
      {answer.unreadable ? `${n(answer.unreadable)} can’t be read and will be in the report.` : ''}
    </p>
  );
}

const SOURCE_OPTIONS = IMPORT_SOURCES.map((value) => ({
  value,
  label: IMPORT_SOURCE_INFO[value].label,
}));

/** Choose where the pins come from and the export file, see what it holds, import it. */
function Start() {
  const id = useId();
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
      const answer = await sendImportFile(source, input, start);
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
      {SOURCE_OPTIONS.length > 1 ? (
        <RadioGroup
          legend="Where your pins are"
          name="source"
          options={SOURCE_OPTIONS}
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
            label="Your Pinry’s address"
            name="address"
            type="url"
            placeholder="https://pinry.example.org"
            value={pinry.address}
            onChange={(e) => {
              setPinry({ ...pinry, address: e.target.value });
              setPreview(null);
            }}
          />
          <TextField
            label="Your Pinry API token"
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
        label={info.fileLabel}
        accept={info.accept}
        file={file}
        onChange={(f) => {
          setFile(f);
          setPreview(null);
          setError(null);
        }}
        hint={info.hint}
      />
      <FormAlert id={`${id}-error`} message={error} />
      {preview ? <Preview answer={preview} what={file ? 'This file' : 'Your Pinry'} /> : null}
      {preview ? (
        <Button variant="primary" loading={busy} onClick={() => void send(true)}>
          Import {pins(preview.pins)}
        </Button>
      ) : (
        <Button variant="primary" loading={busy} disabled={!input} onClick={() => void send(false)}>
          See what it holds
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

  useRevalidateWhile(active, POLL_MS);

  return (
    <div className={s.panel}>
      {latest ? (
        <section className={s.status} aria-live="polite" aria-label="Your import">
          {active ? <Running view={latest} /> : <Ended view={latest} />}
        </section>
      ) : null}
      {active && latest ? <Stop id={latest.id} /> : null}
      {!active && latest?.reportPath ? (
        <div className={s.request}>
          <ButtonLink to={latest.reportPath} reloadDocument variant="secondary">
            Download the report (CSV)
          </ButtonLink>
        </div>
      ) : null}
      {active ? null : <Start />}
    </div>
  );
}
