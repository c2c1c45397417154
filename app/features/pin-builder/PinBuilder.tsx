import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardModel, PinModel } from '#domain/pins/models';
import type { SaveLinkPrefill } from '#domain/pins/save-link';
import type { SharePrefill } from '#domain/pwa/share-target';
import { postResource } from '../../lib/resource';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { type Translate, useT } from '../../ui/i18n';
import { messageOf } from '../boards';
import { DropZone } from './DropZone';
import { canPublish, type Draft, fileProblem, newDraft } from './drafts';
import s from './PinBuilder.module.css';
import { PinDraftCard } from './PinDraftCard';
import { fieldsProblem } from './PinFields';
import { SaveFromWebsite } from './SaveFromWebsite';
import {
  type PagePicture,
  type PagePictures,
  type UploadResult,
  uploadFile,
  uploadFromUrl,
  uploadTexts,
} from './upload';
import { useMyBoards } from './use-my-boards';
import '../../lib/texts/boards';
import '../../lib/texts/builder';

/** /pin-builder: several pictures, each its own draft, uploaded with progress and published. */
export function PinBuilder({
  prefill = null,
  shared = null,
}: {
  prefill?: SaveLinkPrefill | null;
  /** decision 065: what the phone's share sheet sent, its pictures already stored */
  shared?: SharePrefill | null;
} = {}) {
  const viewer = useViewer();
  const t = useT();
  const texts = uploadTexts(t);
  const failed = (e: unknown) => messageOf(e, t('boards.failed'));
  const { boards, error: boardsError, add: addBoard } = useMyBoards(viewer);
  const [drafts, setDrafts] = useState<Draft[]>(() => sharedDrafts(shared, t));
  // the board chosen last is where the next picture goes
  const lastBoard = useRef('');
  const previews = useRef<string[]>([]);

  useEffect(() => {
    const first = boards?.[0];
    if (!first || lastBoard.current) return;
    lastBoard.current = first.id;
    // pictures dropped before the board list arrived go to the first board too
    setDrafts((list) => list.map((d) => (d.boardId ? d : { ...d, boardId: first.id })));
  }, [boards]);
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, []);

  // issue 35: a save link's page and description go to its picture's draft, or, when the site
  // gave no picture, to the first picture the person adds
  const prefilled = useRef(
    (prefill && { link: prefill.link, description: prefill.description }) ||
      (shared && shared.pictures.length === 0 ? sharedFieldsOf(shared) : null),
  );
  function withPrefill(draft: Draft): Draft {
    const fields = prefilled.current;
    if (!fields) return draft;
    prefilled.current = null;
    return { ...draft, fields: { ...draft.fields, ...fields } };
  }

  const patch = useCallback((key: string, change: (d: Draft) => Draft) => {
    setDrafts((list) => list.map((d) => (d.key === key ? change(d) : d)));
  }, []);

  function start(given: Draft, work: (onProgress: (p: number) => void) => Promise<UploadResult>) {
    const draft = withPrefill(given);
    setDrafts((list) => [...list, draft]);
    work((percent) =>
      patch(draft.key, (d) => ({ ...d, upload: { state: 'uploading', percent } })),
    ).then(
      (result) => patch(draft.key, (d) => ({ ...d, upload: { state: 'ready', result } })),
      (e) => patch(draft.key, (d) => ({ ...d, upload: { state: 'failed', message: failed(e) } })),
    );
  }

  function addFiles(files: File[]) {
    for (const file of files) {
      const problem = fileProblem(file, t);
      const preview = problem ? null : URL.createObjectURL(file);
      if (preview) previews.current.push(preview);
      const draft = newDraft(file.name || t('builder.picture'), preview, lastBoard.current);
      if (problem) {
        setDrafts((list) => [...list, { ...draft, upload: { state: 'failed', message: problem } }]);
      } else {
        start(draft, (onProgress) => uploadFile(file, onProgress, texts));
      }
    }
  }

  function addUrl(url: string) {
    start(newDraft(url, null, lastBoard.current), () => uploadFromUrl(url, texts));
  }

  // decision 051: a web page's picture, with the page as its link and the page's title
  function addFromPage(picture: PagePicture, page: PagePictures) {
    const draft = newDraft(page.title || picture.url, picture.dataUrl, lastBoard.current);
    const fields = { ...draft.fields, link: page.url, title: page.title };
    start({ ...draft, fields }, () => uploadFromUrl(picture.url, texts));
  }

  // issue 35: the save link's picture is fetched as soon as the builder opens, once
  const fetchedMedia = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the builder opens
  useEffect(() => {
    if (fetchedMedia.current || !prefill?.media) return;
    fetchedMedia.current = true;
    addUrl(prefill.media);
  }, []);

  async function publish(draft: Draft) {
    if (!canPublish(draft) || draft.upload.state !== 'ready') return;
    const problem = fieldsProblem(draft.fields, t);
    if (problem) {
      patch(draft.key, (d) => ({ ...d, publish: { state: 'failed', message: problem } }));
      return;
    }
    patch(draft.key, (d) => ({ ...d, publish: { state: 'publishing' } }));
    try {
      const pin = await postResource<PinModel>('PinResource', 'create', {
        image_signature: draft.upload.result.imageSignature,
        board_id: draft.boardId || null,
        section_id: draft.sectionId || null,
        title: draft.fields.title,
        description: draft.fields.description,
        alt_text: draft.fields.altText,
        link: draft.fields.link,
      });
      patch(draft.key, (d) => ({ ...d, publish: { state: 'published', pin } }));
    } catch (e) {
      patch(draft.key, (d) => ({ ...d, publish: { state: 'failed', message: failed(e) } }));
    }
  }

  function onBoardCreated(board: BoardModel) {
    addBoard(board);
    lastBoard.current = board.id;
  }

  const ready = drafts.filter(canPublish);
  return (
    <div className={s.page}>
      <div className={s.titleRow}>
        <h1 className={s.title}>{t('builder.title')}</h1>
        {drafts.length > 1 ? (
          <Button
            variant="primary"
            disabled={ready.length === 0}
            onClick={() => {
              for (const d of ready) void publish(d);
            }}
          >
            {t('builder.publishAll', { count: ready.length })}
          </Button>
        ) : null}
      </div>
      {boardsError ? (
        <p className={s.error} role="alert">
          {boardsError}
        </p>
      ) : null}
      {prefill?.problem ? (
        <div className={s.notice}>
          <Callout
            tone="info"
            width="inline"
            label={t('builder.fromWebsite')}
            message={t(prefill.problem)}
          />
        </div>
      ) : null}
      {shared ? <SharedNotices shared={shared} /> : null}
      <DropZone onFiles={addFiles} onUrl={addUrl} />
      <SaveFromWebsite onPick={addFromPage} />
      <div className={s.drafts}>
        {drafts.map((d) => (
          <PinDraftCard
            key={d.key}
            draft={d}
            boards={boards}
            onChange={(next) => {
              if (next.boardId !== d.boardId) lastBoard.current = next.boardId;
              patch(d.key, () => next);
            }}
            onPublish={() => void publish(d)}
            onRemove={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
            onBoardCreated={onBoardCreated}
          />
        ))}
      </div>
    </div>
  );
}

function sharedFieldsOf(shared: SharePrefill) {
  return { title: shared.title, description: shared.description, link: shared.link };
}

/** decision 065: each shared picture is a draft already uploaded, with the shared link and text. */
function sharedDrafts(shared: SharePrefill | null, t: Translate): Draft[] {
  if (!shared) return [];
  return shared.pictures.map((p, i) => {
    const draft = newDraft(shared.title || t('builder.sharedPicture', { number: i + 1 }), null, '');
    return {
      ...draft,
      // the same on the server and in the browser: the card's element ids are made from it
      key: `shared-${i}`,
      upload: { state: 'ready', result: { ...p, duplicate: null } },
      fields: { ...draft.fields, ...sharedFieldsOf(shared) },
    };
  });
}

function SharedNotices({ shared }: { shared: SharePrefill }) {
  const t = useT();
  const messages = [
    ...shared.problems.map((id) => t(id)),
    ...(shared.pictures.length === 0 ? [t('builder.shareNoPicture')] : []),
  ];
  if (messages.length === 0) return null;
  return (
    <div className={s.notice}>
      {messages.map((m, i) => (
        // the same problem may come twice (two files that were not pictures)
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <Callout key={i} tone="info" width="inline" label={t('builder.shared')} message={m} />
      ))}
    </div>
  );
}
