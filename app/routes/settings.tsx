import {
  AppearanceForm,
  AvatarUpload,
  BlockedAccounts,
  CookiePreferences,
  DeleteAccount,
  EmailForm,
  PasswordForm,
  PrivacyForm,
  ProfileForm,
  SaveBehaviorForm,
  SettingsSection,
} from '../features/settings';
import { loadSettings, settingsAction } from '../features/settings/settings.server';
import { siteTitle } from '../lib/site-name';
import { ButtonLink } from '../ui/Button';
import type { Route } from './+types/settings';
import s from './settings.module.css';

export function meta() {
  return [{ title: siteTitle('Settings') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSettings(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return settingsAction(context, request);
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { user, lastName, blocks, account } = loaderData;
  return (
    <div className={s.page}>
      <h1 className={s.title}>Settings</h1>
      <p className={s.lead}>
        Manage your profile, email, notifications, privacy, password and account.
      </p>
      <SettingsSection
        id="settings-profile"
        title="Public profile"
        lead="People visiting your profile will see this."
      >
        <AvatarUpload user={user} />
        <ProfileForm key={user.username} user={user} lastName={lastName} />
      </SettingsSection>
      <SettingsSection id="settings-saving" title="Saving" lead="Choose what the Save button does.">
        <SaveBehaviorForm />
      </SettingsSection>
      <AppearanceForm />
      <SettingsSection
        id="settings-email"
        title="Email"
        lead="Where Tessera sends your mail. A new address is used once you confirm it."
      >
        <EmailForm email={account.email} />
      </SettingsSection>
      <SettingsSection
        id="settings-notifications"
        title="Notifications"
        lead="Choose what you hear about in Tessera and by email, and how often emails come."
        action={<ButtonLink to="/settings/notifications/">Choose notifications</ButtonLink>}
      />
      <SettingsSection
        id="settings-privacy"
        title="Privacy"
        lead="Choose who can find your profile."
      >
        <PrivacyForm searchIndexing={account.searchIndexing} isPrivate={account.isPrivate} />
      </SettingsSection>
      <SettingsSection id="settings-password" title="Password">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="settings-security"
        title="Security"
        lead="If someone else may be using your account, log out everywhere and choose a new password."
        action={<ButtonLink to="/secure/panic/">Secure your account</ButtonLink>}
      />
      <SettingsSection
        id="settings-reports"
        title="Reports and violations"
        lead="The Pins you reported and what happened to them, and any of your Pins that were taken down."
        action={<ButtonLink to="/reports-and-violations/">See reports and violations</ButtonLink>}
      />
      <SettingsSection
        id="settings-blocked"
        title="Blocked accounts"
        lead="People you blocked can't send you messages, and you can't send them any."
      >
        <BlockedAccounts items={blocks.items} bookmark={blocks.bookmark} />
      </SettingsSection>
      <SettingsSection id="settings-cookies" title="Cookies">
        <CookiePreferences />
      </SettingsSection>
      <SettingsSection
        id="settings-import"
        title="Import your pins"
        lead="Bring your pins and boards from a Pinterest data export."
        action={<ButtonLink to="/settings/import/">Import your pins</ButtonLink>}
      />
      <SettingsSection
        id="settings-data"
        title="Download your data"
        lead="A ZIP file of your profile, boards, sections, pins and their original pictures."
        action={<ButtonLink to="/settings/data/">Download your data</ButtonLink>}
      />
      <SettingsSection
        id="settings-apps"
        title="Apps and tokens"
        lead="Personal access tokens for your own scripts and apps to use Tessera’s API."
        action={<ButtonLink to="/settings/apps/">Apps and tokens</ButtonLink>}
      />
      <SettingsSection id="settings-delete" title="Delete account">
        <DeleteAccount username={user.username} />
      </SettingsSection>
    </div>
  );
}
