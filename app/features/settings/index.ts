// The settings feature's public face: other features, the shell and the routes import only this (decision 008).

export { ApiTokens } from './ApiTokens';
export { AppearanceForm } from './AppearanceForm';
export { AvatarUpload } from './AvatarUpload';
export { BlockedAccounts } from './BlockedAccounts';
export { CookiePreferences } from './CookiePreferences';
export { DataExport } from './DataExport';
export { DeleteAccount } from './DeleteAccount';
export { EmailForm } from './EmailForm';
export { ImportPins } from './ImportPins';
export { LanguageForm } from './LanguageForm';
export { NotificationPreferencesForm } from './NotificationPreferencesForm';
export { AuthorizedApps, OAuthApps } from './OAuthApps';
export { PasswordForm } from './PasswordForm';
export { PrivacyForm } from './PrivacyForm';
export { ProfileForm } from './ProfileForm';
export { SaveBehaviorForm } from './SaveBehaviorForm';
export { SettingsSection } from './SettingsSection';
