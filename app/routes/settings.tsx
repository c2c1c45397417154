import {
  AppearanceForm,
  AvatarUpload,
  CookiePreferences,
  DeleteAccount,
  PasswordForm,
  ProfileForm,
  SaveBehaviorForm,
} from '../features/settings';
import { loadSettings, settingsAction } from '../features/settings/settings.server';
import type { Route } from './+types/settings';
import s from './settings.module.css';

export function meta() {
  return [{ title: 'Settings | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSettings(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return settingsAction(context, request);
}

function Section(props: { id: string; title: string; lead?: string; children: React.ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={props.id}>
      <h2 id={props.id} className={s.sectionTitle}>
        {props.title}
      </h2>
      {props.lead ? <p className={s.sectionLead}>{props.lead}</p> : null}
      {props.children}
    </section>
  );
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { user, lastName } = loaderData;
  return (
    <div className={s.page}>
      <h1 className={s.title}>Settings</h1>
      <p className={s.lead}>Manage your profile, password and account.</p>
      <Section
        id="settings-profile"
        title="Public profile"
        lead="People visiting your profile will see this."
      >
        <AvatarUpload user={user} />
        <ProfileForm key={user.username} user={user} lastName={lastName} />
      </Section>
      <Section id="settings-saving" title="Saving" lead="Choose what the Save button does.">
        <SaveBehaviorForm />
      </Section>
      <AppearanceForm />
      <Section id="settings-password" title="Password">
        <PasswordForm />
      </Section>
      <Section id="settings-cookies" title="Cookies">
        <CookiePreferences />
      </Section>
      <Section id="settings-delete" title="Delete account">
        <DeleteAccount username={user.username} />
      </Section>
    </div>
  );
}
