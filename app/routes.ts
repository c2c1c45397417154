import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('password/reset', 'routes/password-reset.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('settings/avatar', 'routes/settings-avatar.tsx'),
  route('me', 'routes/me.tsx'),
  route('_dev/mail', 'routes/dev-mail.tsx'),
  route('_debug/viewer', 'routes/debug-viewer.tsx'),
  route('pin/:pinParam', 'routes/pin.tsx'),
  route(':username', 'routes/profile.tsx'),
  route(':username/_created', 'routes/profile-created.tsx'),
  route(':username/:boardSlug', 'routes/board.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
