// The auth feature's public face: other features, the shell and the routes import only this (decision 008).
export { AuthCard, AuthCardActions } from './AuthCard';
export { Consent, ConsentProblem } from './Consent';
export { DevPage, JsonDump, OutboxList } from './DevPages';
export { AccountFormHead, PasswordField } from './FormParts';
export { errorTarget, splitFailure } from './form-errors';
export { LoginPageForm } from './LoginForm';
export { LogoutForm } from './LogoutForm';
export { LoginPromptProvider, useLoginPrompt } from './login-prompt';
export { LOGIN_PROMPTS, type LoginPrompt } from './login-prompts';
export { NewPasswordForm, ResetRequestForm } from './PasswordResetForms';
export { SignupForm } from './SignupForm';
