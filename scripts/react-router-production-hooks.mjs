// A module resolve hook (node:module register) for the built server: React Router's package
// exports only its development build to Node (the same code with its warnings and checks on,
// remix-run/react-router issues 12532 and 14753), and the server rendered every page with it.
// Every import of react-router, react-router/dom or react-router/internal, from the server's own
// modules and from the SSR bundle alike, is sent to the production build the package ships
// beside it, so the process holds one copy of React Router (two copies would not share its
// contexts or its `instanceof` checks). The browser's build does the same with an alias
// (vite.config.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEVELOPMENT = '/react-router/dist/development/';
const PRODUCTION = '/react-router/dist/production/';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.includes(DEVELOPMENT)) return resolved;
  const url = resolved.url.replace(DEVELOPMENT, PRODUCTION);
  return existsSync(fileURLToPath(url)) ? { ...resolved, url } : resolved;
}
