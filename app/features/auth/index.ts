// The auth feature's public face: other features, the shell and the routes import only this (decision 008).
export { AuthCard } from './AuthCard';
export { errorTarget, Field, FormAlert, splitFailure } from './Field';
export { LoginPageForm } from './LoginForm';
export { LoginPromptProvider, useLoginPrompt } from './login-prompt';
export { LOGIN_PROMPTS, type LoginPrompt } from './login-prompts';
