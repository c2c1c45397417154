// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogPart } from '../../../ui/Dialog';
import SurveyExperience from './SurveyExperience';

// the survey dialog's title in English (exp.surveyTitle), which the unit setup loads
const SURVEY_TITLE = 'Would you mind taking a survey?';

import { experienceOf, inRouter } from './test-support';

beforeAll(() => dialogPart.load());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LINK = 'https://survey.example.com/s/42';
const EMBEDDED = { anket: true, link: { href: LINK } };

function renderSurvey(display: Parameters<typeof experienceOf>[1], withLink = false) {
  const onComplete = vi.fn();
  const onDismiss = vi.fn();
  render(
    inRouter(() => (
      <>
        {withLink ? <Link to="/next">Go on</Link> : null}
        <SurveyExperience
          experience={experienceOf(5, display)}
          onComplete={onComplete}
          onDismiss={onDismiss}
          mobile={false}
        />
      </>
    )),
  );
  act(() => vi.advanceTimersByTime(0));
  return { onComplete, onDismiss };
}

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

function dialog() {
  return screen.queryByRole('dialog', { name: SURVEY_TITLE });
}

describe('SurveyExperience', () => {
  it('M-203 the survey dialog appears after the 5000 ms presentation delay', () => {
    renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(4999));
    expect(dialog()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toBeTruthy();
  });

  it('M-265 with anket it embeds the survey link in a frame', () => {
    renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(5000));
    const frame = screen.getByTitle('Survey');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(LINK);
  });

  it('M-204 hidden as a failure when no loaded message arrives in 15000 ms', () => {
    const { onComplete, onDismiss } = renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(14_999));
    expect(dialog()).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('M-204 a loaded message in time keeps it', () => {
    renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(5000));
    post('https://survey.example.com', { type: 'loaded' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(dialog()).toBeTruthy();
  });

  it('M-266 ignores messages from any other origin', () => {
    const { onComplete } = renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(5000));
    post('https://evil.example.com', { type: 'loaded' });
    post('https://evil.example.com', { type: 'survey-finished' });
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(15_000));
    expect(dialog()).toBeNull();
  });

  it('M-267 the survey-finished message completes it', () => {
    const { onComplete } = renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(5000));
    post('https://survey.example.com', 'loaded');
    post('https://survey.example.com', { type: 'survey-finished' });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ code: 1 });
    expect(dialog()).toBeNull();
  });

  it('closing it dismisses it', () => {
    const { onDismiss } = renderSurvey(EMBEDDED);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('M-268 M-269 without anket it links to the survey in a new tab, or Not now', () => {
    const first = renderSurvey({ link: LINK, body: 'Two minutes, five questions.' });
    act(() => vi.advanceTimersByTime(5000));
    expect(dialog()?.textContent).toContain('Two minutes, five questions.');
    const link = screen.getByRole('link', { name: 'Take the survey' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(first.onComplete).toHaveBeenCalledOnce();
    cleanup();
    const second = renderSurvey({ link: LINK });
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(second.onDismiss).toHaveBeenCalledOnce();
  });

  it('M-205 on_leave: leaving waits for the survey, then goes on once it is finished', () => {
    const { onComplete } = renderSurvey({ ...EMBEDDED, action_trigger: 'on_leave' }, true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go on' }));
    act(() => vi.advanceTimersByTime(0));
    expect(dialog()).toBeTruthy();
    expect(screen.queryByText('Next page')).toBeNull();
    post('https://survey.example.com', { type: 'survey-finished' });
    act(() => vi.advanceTimersByTime(0));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(screen.getByText('Next page')).toBeTruthy();
  });

  it('M-205 on_leave: closing the survey lets the navigation go on too', () => {
    const { onDismiss } = renderSurvey({ link: LINK, action_trigger: 'on_leave' }, true);
    fireEvent.click(screen.getByRole('link', { name: 'Go on' }));
    act(() => vi.advanceTimersByTime(0));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    act(() => vi.advanceTimersByTime(0));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.getByText('Next page')).toBeTruthy();
  });
});
