import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  checkOnboardingPicks,
  ONBOARDING_MIN_TOPICS,
  onboardingPicksLeft,
} from '#domain/discovery/onboarding';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { said, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { PictureCheckbox } from '../../ui/PictureCheckbox';
import s from './Onboarding.module.css';
import '../../lib/texts/discover';

export interface OnboardingTopic {
  id: string;
  name: string;
  followedByMe: boolean;
  cover: string | null;
}

/**
 * Issue 33: after sign-up, the ideas categories as pictures to tick; at least three, which the
 * home feed then draws on. A plain form: it posts before the scripts load too.
 */
export function OnboardingTopics(props: {
  name: string;
  topics: OnboardingTopic[];
  next: string;
  error: string | null;
}) {
  const tr = useT();
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  const [picked, setPicked] = useState(
    () => new Set(props.topics.filter((t) => t.followedByMe).map((t) => t.id)),
  );
  const enough = picked.size >= ONBOARDING_MIN_TOPICS;
  // pressed with too few: the server's words, said here at once
  const [tooFew, setTooFew] = useState<string | null>(null);
  const shownError = props.error ?? (enough ? null : tooFew);
  return (
    <Form method="post" className={s.page} aria-labelledby="onboarding-title">
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="next" value={props.next} />
      <h1 id="onboarding-title" className={s.title}>
        {tr('ideas.welcome', { site: 'Tessera', name: props.name })}
      </h1>
      <p className={s.lead}>{tr('ideas.onboardingLead', { count: ONBOARDING_MIN_TOPICS })}</p>
      <FormAlert id="onboarding-error" message={shownError} />
      {props.topics.length ? (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{tr('ideas.topics')}</legend>
          <ul className={s.grid}>
            {props.topics.map((t) => (
              <li key={t.id}>
                <PictureCheckbox
                  label={t.name}
                  name="interest"
                  value={t.id}
                  src={t.cover}
                  checked={picked.has(t.id)}
                  onCheckedChange={(on) =>
                    setPicked((before) => {
                      const after = new Set(before);
                      if (on) after.add(t.id);
                      else after.delete(t.id);
                      return after;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className={s.lead}>{tr('ideas.noTopics')}</p>
      )}
      <div className={s.footer}>
        <Link to={props.next} className={s.skip}>
          {tr('ideas.skip')}
        </Link>
        <p className={s.count} aria-live="polite">
          {tr('ideas.picked', { count: picked.size })}
        </p>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          loading={busy}
          aria-describedby="onboarding-error"
          // the server says why too; a script-less form posts and hears it
          onClick={(e) => {
            const check = checkOnboardingPicks([...picked]);
            if (check.ok) return;
            e.preventDefault();
            setTooFew(said(tr, check.error));
          }}
        >
          {onboardingPicksLeft(picked.size) === 0
            ? tr('ideas.done')
            : tr('ideas.pickMore', { count: onboardingPicksLeft(picked.size) })}
        </Button>
      </div>
    </Form>
  );
}
