import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: { v8_trailingSlashAwareDataRequests: true },
  // Every route is in the first page's manifest (4–5 KB gzipped of initial JS): with lazy
  // discovery, the /__manifest answer arrived after hydration and the router re-rendered the
  // whole page with the patched routes, a 40 ms task on a fast machine (issue 12, decision 032).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
