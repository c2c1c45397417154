import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { type DisplayData, EXPERIENCE_TIMINGS } from '#domain/experiences/experiences';
import { Button, ButtonLink } from '../../../ui/Button';
import { useT } from '../../../ui/i18n';
import { Modal } from '../../../ui/Modal';
import type { RendererProps } from '../types';
import s from './SurveyExperience.module.css';
import { useFinish } from './use-finish';

type Outcome = 'completed' | 'dismissed' | 'failed';

function surveyLink(d: DisplayData): string {
  const link = d.link;
  return (typeof link === 'object' ? link?.href : link) ?? '';
}

function originOf(href: string): string | null {
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

/**
 * What an embedded survey page posts to its parent (window.parent.postMessage(message, origin)):
 * `{ type: 'loaded' }` once it has drawn, `{ type: 'survey-finished' }` when the person sent it.
 * The bare strings 'loaded' and 'survey-finished' are read the same, for tools that post only
 * strings. Messages from any other origin than the survey link's are ignored (M-266).
 */
function messageType(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'type' in data && typeof data.type === 'string') {
    return data.type;
  }
  return null;
}

/**
 * Type 5 (not the metrics banner, 502527): the survey of spec 02 §4, §5, §8. It appears after
 * the presentation delay of 5000 ms (M-203), or, with action_trigger 'on_leave', when the person
 * leaves the page: the in-app navigation waits, the survey shows, and the navigation goes on once
 * it is finished, closed or failed (M-205). With anket the survey is a frame of its link (M-265)
 * that must say it loaded within 15000 ms or it is hidden as a failure, neither completed nor
 * dismissed (M-204); its 'survey-finished' message completes it (M-267). Without anket the
 * dialog offers the survey in a new tab, or Not now.
 */
export default function SurveyExperience(props: RendererProps) {
  const onLeave = props.experience.display_data.action_trigger === 'on_leave' && !props.preview;
  return onLeave ? <LeaveSurvey {...props} /> : <TimedSurvey {...props} />;
}

function useOutcome(props: RendererProps) {
  const { done, complete, dismiss } = useFinish(props);
  const [failed, setFailed] = useState(false);
  function settle(outcome: Outcome) {
    if (outcome === 'completed') complete();
    else if (outcome === 'dismissed') dismiss();
    else setFailed(true);
  }
  return { over: done || failed, settle };
}

function TimedSurvey(props: RendererProps) {
  const { over, settle } = useOutcome(props);
  const [shown, setShown] = useState(Boolean(props.preview));
  useEffect(() => {
    if (props.preview) return;
    const timer = setTimeout(() => setShown(true), EXPERIENCE_TIMINGS.surveyPresentationDelay);
    return () => clearTimeout(timer);
  }, [props.preview]);
  if (!shown || (over && !props.preview)) return null;
  return <SurveyDialog {...props} onOutcome={settle} />;
}

function LeaveSurvey(props: RendererProps) {
  const { over, settle } = useOutcome(props);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !over && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <SurveyDialog
      {...props}
      onOutcome={(outcome) => {
        blocker.proceed();
        settle(outcome);
      }}
    />
  );
}

function SurveyDialog(props: RendererProps & { onOutcome(outcome: Outcome): void }) {
  const t = useT();
  const d = props.experience.display_data;
  const link = surveyLink(d);
  const text = d.body || d.text || d.message;
  const latest = useRef(props.onOutcome);
  latest.current = props.onOutcome;
  const settled = useRef(false);
  function settle(outcome: Outcome) {
    if (settled.current) return;
    settled.current = !props.preview;
    latest.current(outcome);
  }
  const embedded = Boolean(d.anket);
  useEmbeddedSurvey(embedded && !props.preview, link, settle);
  return (
    <Modal
      open
      mobile={props.mobile}
      size="lg"
      title={t('exp.surveyTitle')}
      description={text}
      closeOnOutsideClick={false}
      onOpenChange={(open) => {
        if (!open) settle('dismissed');
      }}
      footer={
        embedded ? null : (
          <>
            <Button onClick={() => settle('dismissed')}>{t('exp.notNow')}</Button>
            <ButtonLink
              variant="primary"
              to={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                if (props.preview) e.preventDefault();
                settle('completed');
              }}
            >
              {(typeof d.link === 'object' && d.link?.text) || t('exp.takeSurvey')}
            </ButtonLink>
          </>
        )
      }
    >
      {embedded ? <iframe className={s.frame} src={link} title={t('exp.survey')} /> : null}
    </Modal>
  );
}

/** M-204, M-266, M-267: the frame's messages from its own origin, and the load timeout. */
function useEmbeddedSurvey(on: boolean, link: string, settle: (outcome: Outcome) => void) {
  const latest = useRef(settle);
  latest.current = settle;
  useEffect(() => {
    if (!on) return;
    const origin = originOf(link);
    let loaded = false;
    const timer = setTimeout(() => {
      if (!loaded) latest.current('failed');
    }, EXPERIENCE_TIMINGS.surveyLoadTimeout);
    const onMessage = (event: MessageEvent) => {
      if (origin === null || event.origin !== origin) return;
      const type = messageType(event.data);
      if (type === 'loaded') {
        loaded = true;
        clearTimeout(timer);
      } else if (type === 'survey-finished') {
        latest.current('completed');
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [on, link]);
}
