import { Form, useNavigation } from 'react-router';
import { businessConvertAction, loadBusinessConvert } from '../features/profile/business.server';
import { text } from '../lib/i18n.server';
import { useCsrfToken } from '../lib/root-data';
import { siteTitle } from '../lib/site-name';
import { Button, ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useT } from '../ui/i18n';
import type { IconName } from '../ui/icon-names';
import type { Route } from './+types/business-convert';
import s from './business-convert.module.css';
import '../lib/texts/boards';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['boards'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const data = await loadBusinessConvert(context);
  return { ...data, title: text(context, 'profile.business.title') };
}

export function action({ context, request }: Route.ActionArgs) {
  return businessConvertAction(context, request);
}

/** What a business account adds in Tessera, each a thing it really does (spec 01 §6). */
const GIVES = [
  {
    icon: 'chart-no-axes-column',
    title: 'profile.business.statsTitle',
    text: 'profile.business.statsText',
  },
  { icon: 'sparkles', title: 'profile.business.storyTitle', text: 'profile.business.storyText' },
  { icon: 'users', title: 'profile.business.growTitle', text: 'profile.business.growText' },
  { icon: 'check', title: 'profile.business.freeTitle', text: 'profile.business.freeText' },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

/**
 * spec 02 §1: where the business upgrade banner (503755) leads. A person with a personal account
 * turns it into a business account here; a business account is told it already is one.
 */
export default function BusinessConvert({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const csrf = useCsrfToken();
  const t = useT();
  const { kind } = loaderData;
  return (
    <div className={s.page}>
      <h1 className={s.title}>
        {kind === 'business' ? t('profile.business.have') : t('profile.business.title')}
      </h1>
      <p className={s.lead}>
        {kind === 'business' ? t('profile.business.haveLead') : t('profile.business.lead')}
      </p>
      <ul className={s.gives}>
        {GIVES.map((g) => (
          <li key={g.title} className={s.give}>
            <span className={s.giveIcon}>
              <Icon name={g.icon} size={24} />
            </span>
            <span>
              <strong className={s.giveTitle}>{t(g.title)}</strong>
              <span className={s.giveText}>{t(g.text)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        {kind === 'visitor' ? (
          <>
            <p className={s.note}>{t('profile.business.logInLead')}</p>
            <ButtonLink to={loaderData.loginHref ?? '/login'} variant="primary" size="lg">
              {t('shell.logIn')}
            </ButtonLink>
          </>
        ) : kind === 'personal' ? (
          <Form method="post">
            <input type="hidden" name="_csrf" value={csrf} />
            <Button type="submit" variant="primary" size="lg" loading={busy}>
              {t('profile.business.convert')}
            </Button>
          </Form>
        ) : kind === 'employee' ? (
          <p className={s.note}>{t('profile.business.employee')}</p>
        ) : (
          <ButtonLink to={`/${loaderData.username}/`} size="lg">
            {t('profile.business.goToProfile')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
