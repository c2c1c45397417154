import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('pin/:pinParam', 'routes/pin.tsx'),
  route(':username', 'routes/profile.tsx'),
  route(':username/_created', 'routes/profile-created.tsx'),
  route(':username/:boardSlug', 'routes/board.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
