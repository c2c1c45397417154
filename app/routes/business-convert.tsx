import { Form, useNavigation } from 'react-router';
import { businessConvertAction, loadBusinessConvert } from '../features/profile/business.server';
import { useCsrfToken } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/icon-names';
import type { Route } from './+types/business-convert';
import s from './business-convert.module.css';

export function meta() {
  return [
    { title: siteTitle('Get a free business account') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadBusinessConvert(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return businessConvertAction(context, request);
}

/** What a business account adds in Tessera, each a thing it really does (spec 01 §6). */
const GIVES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'chart-no-axes-column',
    title: 'See how your Pins do',
    text: 'Impressions, saves and Pin clicks on the Pins you make, right on each Pin.',
  },
  {
    icon: 'sparkles',
    title: 'Stats for story Pins too',
    text: 'The stats button shows on your story Pins as well as your other Pins.',
  },
  {
    icon: 'users',
    title: 'Grow your audience',
    text: 'Drive traffic to your site and sell more: people find your Pins and follow your boards.',
  },
  {
    icon: 'check',
    title: 'Free, and nothing lost',
    text: 'Your Pins, boards, followers and username stay as they are.',
  },
];

/**
 * spec 02 §1: where the business upgrade banner (503755) leads. A person with a personal account
 * turns it into a business account here; a business account is told it already is one.
 */
export default function BusinessConvert({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const csrf = useCsrfToken();
  const { kind } = loaderData;
  return (
    <div className={s.page}>
      <h1 className={s.title}>
        {kind === 'business' ? 'You have a business account' : 'Get a free business account'}
      </h1>
      <p className={s.lead}>
        {kind === 'business'
          ? 'Your account is already a business account: your Pins show their stats to you.'
          : 'Discover your top performing Pins and reach the people who love what you make.'}
      </p>
      <ul className={s.gives}>
        {GIVES.map((g) => (
          <li key={g.title} className={s.give}>
            <span className={s.giveIcon}>
              <Icon name={g.icon} size={24} />
            </span>
            <span>
              <strong className={s.giveTitle}>{g.title}</strong>
              <span className={s.giveText}>{g.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        {kind === 'visitor' ? (
          <>
            <p className={s.note}>Log in to turn your account into a business account.</p>
            <ButtonLink to={loaderData.loginHref ?? '/login'} variant="primary" size="lg">
              Log in
            </ButtonLink>
          </>
        ) : kind === 'personal' ? (
          <Form method="post">
            <input type="hidden" name="_csrf" value={csrf} />
            <Button type="submit" variant="primary" size="lg" loading={busy}>
              Convert to a business account
            </Button>
          </Form>
        ) : kind === 'employee' ? (
          <p className={s.note}>
            Employee accounts stay employee accounts: they already see what a business account sees.
          </p>
        ) : (
          <ButtonLink to={`/${loaderData.username}/`} size="lg">
            Go to your profile
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
