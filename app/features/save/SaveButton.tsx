import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { SaveSurface } from '#domain/analytics/surfaces';
import { REPIN_HASH } from '#domain/catalogue/routes';
import type { OverlayVariant } from '#domain/formatting/truncate';
import type { PinModel, SavedInfo } from '#domain/pins/models';
import {
  SAVED_LABEL_MS,
  type SaveButtonType,
  saveButtonType,
  savedFeedback,
  savedInfoOf,
  visitorSaveStep,
} from '#domain/pins/save';
import { ApiError } from '../../lib/resource';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { Sheet } from '../../ui/Sheet';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import { readVisitorState, recordVisitorSave } from '../visitor-state';
import type { SaveChoice } from './BoardPicker';
import picker from './BoardPicker.module.css';
import { pinLikeOf } from './pin-like';
import s from './Save.module.css';
import { SavedOverlay, savedWords } from './SavedOverlay';
import { SignupUpsell } from './SignupUpsell';
import { repinPin } from './save-api';
import { currentVisitorSaveLimit } from './visitor-saves';

// issue 12: the picker (and its search field) is code for after a press, not for the first screen
const loadPicker = () => import('./BoardPicker');
const BoardPicker = lazy(() => loadPicker().then((m) => ({ default: m.BoardPicker })));

interface Props {
  pin: PinModel;
  /** the card's grid surface, or CLOSEUP_SURFACE on the closeup */
  surface: SaveSurface;
  /** card: compact, board names cut to 10 (spec 01 §5); closeup: large, 22 */
  place: 'card' | 'closeup';
  className?: string;
  /** the profile whose grid shows the card (quick save on the own profile, P-312) */
  profileUserId?: string | null;
}

/** Picker for these types; the others save straight to the profile (spec 01 §3 save_behavior). */
function opensPicker(type: SaveButtonType, saveBehavior: 0 | 1): boolean {
  if (type === 'persistentOneClickSave') return false;
  if (type === 'inline') return saveBehavior === 1;
  return true;
}

/**
 * The save control of the card and the closeup (spec 01 §4, §5, §6): the red Save button of the
 * right type, the board picker or a direct save to the profile, 'Saved!' for 950 ms and then the
 * board name (P-132 … P-134), the saved-to overlay (P-018), and for visitors local saves up to
 * the limit, then the sign-up upsell (P-137, P-138).
 */
export function SaveControls({ pin, surface, place, className, profileUserId }: Props) {
  const viewer = useViewer();
  const device = useDeviceClass();
  const desktop = device === 'desktop';
  const titleId = useId();
  const [saved, setSaved] = useState<SavedInfo | null>(pin.savedInfo);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [, setTick] = useState(0);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localSaved, setLocalSaved] = useState(false);
  const [upsell, setUpsell] = useState<number | null>(null);
  const visitor = !viewer.isAuth;
  const prompt = useLoginPrompt();
  const t = useT();

  // spec 01 §2 (P-030): /pin/{id}/repin/ lands here with #repin: the closeup's save screen opens
  // (a visitor, who has no boards, gets the login prompt); the fragment goes, so a reload does not
  useEffect(() => {
    if (place !== 'closeup' || window.location.hash !== REPIN_HASH) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    if (visitor) prompt(LOGIN_PROMPTS.save);
    else setPicking(true);
  }, [place, visitor, prompt]);

  // local saves live in the browser only: read them after hydration
  useEffect(() => {
    if (visitor) setLocalSaved(readVisitorState().savedPins.includes(pin.id));
  }, [visitor, pin.id]);

  useEffect(() => {
    if (savedAt === null) return;
    const left = SAVED_LABEL_MS - (Date.now() - savedAt);
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const type = saveButtonType({ ...pinLikeOf(pin), savedInfo: saved }, viewer, {
    surface,
    profileUserId: profileUserId ?? null,
  });
  if (type === 'none') return null;

  async function save(choice: SaveChoice) {
    setPicking(false);
    setBusy(true);
    setError(null);
    try {
      const made = await repinPin({
        pinId: pin.id,
        boardId: choice.board?.id ?? null,
        sectionId: choice.section?.id ?? null,
      });
      const info =
        made.savedInfo ??
        savedInfoOf({
          localPinId: made.id,
          board: choice.board
            ? { ...choice.board, ownerUsername: choice.board.owner.username }
            : null,
          section: choice.section,
        });
      const board = choice.board;
      if (board) void loadPicker().then((m) => m.noteSavedTo(board.id));
      setSaved(info);
      setSavedAt(Date.now());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('save.failed'));
    } finally {
      setBusy(false);
    }
  }

  function pressVisitor() {
    const state = readVisitorState();
    const step = visitorSaveStep(state.savedPins, pin.id, currentVisitorSaveLimit());
    if (step === 'upsell') {
      setUpsell(state.savedPins.length);
      return;
    }
    if (step === 'saveLocally') recordVisitorSave(pin.id);
    setLocalSaved(true);
    setSavedAt(Date.now());
  }

  function press() {
    if (busy) return;
    if (visitor) {
      pressVisitor();
      return;
    }
    if (opensPicker(type, viewer.save_behavior)) setPicking((p) => !p);
    else void save({ board: null, section: null });
  }

  const variant: OverlayVariant = place === 'card' ? 'default' : 'other';
  const elapsed = savedAt === null ? Number.POSITIVE_INFINITY : Date.now() - savedAt;
  const isSaved = visitor ? localSaved : saved !== null;
  const words = savedWords(t);
  let label = t('save.save');
  if (visitor && localSaved) label = words.saved;
  else if (saved) label = savedFeedback(elapsed, saved, variant, words);
  const justSaved = isSaved && elapsed < SAVED_LABEL_MS;
  const active = picking || busy || justSaved || error !== null;
  const buttonName =
    saved && !justSaved && !visitor
      ? t('save.saveAgain', {
          saved: saved.type === 'boardless' ? words.profile : words.savedTo(saved.title),
        })
      : undefined;

  const saveButton = (
    <Button
      variant={isSaved && !busy ? 'inverse' : 'primary'}
      // a phone's card is half the screen: the small size keeps the whole label on it
      size={place === 'closeup' ? 'lg' : desktop ? 'md' : 'sm'}
      onClick={press}
      loading={busy}
      aria-haspopup={!visitor && opensPicker(type, viewer.save_behavior) ? 'dialog' : undefined}
      aria-expanded={picking || undefined}
      aria-label={buttonName}
      data-save-type={type}
    >
      <span aria-live="polite">{label}</span>
    </Button>
  );
  const pickerBody = (
    <div className={device === 'mobile' ? `${s.picker} ${s.pickerInSheet}` : s.picker}>
      <Suspense
        fallback={
          <p className={picker.pickerStatus} role="status">
            {t('save.loadingYours')}
          </p>
        }
      >
        <BoardPicker viewer={viewer} titleId={titleId} onChoose={(c) => void save(c)} />
      </Suspense>
    </div>
  );
  return (
    <div
      className={className}
      data-active={active ? 'true' : undefined}
      data-save-surface={surface}
    >
      {saved && !visitor && !justSaved ? <SavedOverlay saved={saved} variant={variant} /> : null}
      {device === 'mobile' ? (
        // a phone gets the picker as a sheet from the bottom: a popover there is too small for
        // the list and cut off its 'Create board'
        <>
          {saveButton}
          <Sheet title={t('save.toBoard')} hideTitle open={picking} onOpenChange={setPicking}>
            {pickerBody}
          </Sheet>
        </>
      ) : (
        <Popover
          label={t('save.toBoard')}
          open={picking}
          onOpenChange={setPicking}
          side="bottom"
          align="end"
          flush
          anchor={saveButton}
        >
          {pickerBody}
        </Popover>
      )}
      {error ? (
        <p className={s.saveError} role="alert">
          {error}
        </p>
      ) : null}
      <SignupUpsell
        open={upsell !== null}
        savedCount={upsell ?? 0}
        onClose={() => setUpsell(null)}
      />
    </div>
  );
}
