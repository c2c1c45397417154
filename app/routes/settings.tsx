import {
  AppearanceForm,
  AvatarUpload,
  BlockedAccounts,
  CookiePreferences,
  DeleteAccount,
  EmailForm,
  LanguageForm,
  PasswordForm,
  PrivacyForm,
  ProfileForm,
  SaveBehaviorForm,
  SettingsSection,
} from '../features/settings';
import { loadSettings, settingsAction } from '../features/settings/settings.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import type { Route } from './+types/settings';
import s from './settings.module.css';
import '../lib/texts/settings';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadSettings(context)), title: text(context, 'shell.settings') };
}

export function action({ context, request }: Route.ActionArgs) {
  return settingsAction(context, request);
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { user, lastName, blocks, account, mayInvite } = loaderData;
  const t = useT();
  return (
    <div className={s.page}>
      <h1 className={s.title}>{t('shell.settings')}</h1>
      <p className={s.lead}>{t('settings.lead')}</p>
      <SettingsSection
        id="settings-profile"
        title={t('settings.profile.title')}
        lead={t('settings.profile.lead')}
      >
        <AvatarUpload user={user} />
        <ProfileForm key={user.username} user={user} lastName={lastName} />
      </SettingsSection>
      <SettingsSection
        id="settings-saving"
        title={t('settings.saving.title')}
        lead={t('settings.saving.lead')}
      >
        <SaveBehaviorForm />
      </SettingsSection>
      <AppearanceForm />
      <LanguageForm chosen={account.locale} />
      <SettingsSection
        id="settings-email"
        title={t('settings.email.title')}
        lead={t('settings.email.lead')}
      >
        <EmailForm email={account.email} />
      </SettingsSection>
      <SettingsSection
        id="settings-notifications"
        title={t('settings.notifications.title')}
        lead={t('settings.notifications.lead')}
        action={
          <ButtonLink to="/settings/notifications/">
            {t('settings.notifications.choose')}
          </ButtonLink>
        }
      />
      <SettingsSection
        id="settings-privacy"
        title={t('settings.privacy.title')}
        lead={t('settings.privacy.lead')}
      >
        <PrivacyForm searchIndexing={account.searchIndexing} isPrivate={account.isPrivate} />
      </SettingsSection>
      <SettingsSection id="settings-password" title={t('settings.password.title')}>
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="settings-security"
        title={t('settings.security.title')}
        lead={t('settings.security.lead')}
        action={<ButtonLink to="/secure/panic/">{t('settings.security.action')}</ButtonLink>}
      />
      <SettingsSection
        id="settings-reports"
        title={t('settings.reports.title')}
        lead={t('settings.reports.lead')}
        action={
          <ButtonLink to="/reports-and-violations/">{t('settings.reports.action')}</ButtonLink>
        }
      />
      <SettingsSection
        id="settings-blocked"
        title={t('settings.blocked.title')}
        lead={t('settings.blocked.lead')}
      >
        <BlockedAccounts items={blocks.items} bookmark={blocks.bookmark} />
      </SettingsSection>
      <SettingsSection id="settings-cookies" title={t('settings.cookies.title')}>
        <CookiePreferences />
      </SettingsSection>
      <SettingsSection
        id="settings-import"
        title={t('settings.import.title')}
        lead={t('settings.import.lead')}
        action={<ButtonLink to="/settings/import/">{t('settings.import.title')}</ButtonLink>}
      />
      <SettingsSection
        id="settings-data"
        title={t('settings.data.title')}
        lead={t('settings.data.lead')}
        action={<ButtonLink to="/settings/data/">{t('settings.data.title')}</ButtonLink>}
      />
      <SettingsSection
        id="settings-apps"
        title={t('settings.apps.title')}
        lead={t('settings.apps.lead')}
        action={<ButtonLink to="/settings/apps/">{t('settings.apps.title')}</ButtonLink>}
      />
      {mayInvite ? (
        <SettingsSection
          id="settings-invites"
          title={t('settings.invites.title')}
          lead={t('settings.invites.lead')}
          action={<ButtonLink to="/settings/invites/">{t('settings.invites.title')}</ButtonLink>}
        />
      ) : null}
      <SettingsSection id="settings-delete" title={t('settings.delete.title')}>
        <DeleteAccount username={user.username} />
      </SettingsSection>
    </div>
  );
}
