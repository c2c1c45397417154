// The direction of Tessera's code (docs/architecture.md "Dependency rules", decision 008), checked by
// `npm run check` (scripts/check-architecture.mjs) and proven by tests/arch/rules.test.ts, which
// breaks each rule on purpose in a scratch tree.

/**
 * Features from the bottom up: a feature may import the public index of a feature listed before
 * it, never one after it (decision 008). A new feature is added here, at the place its imports
 * allow.
 */
const FEATURE_ORDER = [
  'auth',
  'visitor-state',
  'consent',
  'analytics',
  'experiences',
  'people',
  'media',
  'outbound',
  'sharing',
  'feedback',
  'save',
  'messages',
  'pins',
  'feed',
  'shopping',
  'profile',
  'boards',
  'notifications',
  'comments',
  'closeup',
  'search',
  'ideas',
  'pin-builder',
  'collages',
  'settings',
  'guidelines',
  'instance',
  'today',
  'admin',
];

/**
 * The kernel of src/server: the top-level files every layer stands on (config.ts, context.ts,
 * errors.ts, and any top-level file added later), that is, every src/server/*.ts except the
 * wiring. The wiring (app.ts builds the app, main.ts starts it, ssr.ts and page-input.ts mount
 * the pages) assembles the layers, so it imports them all.
 */
const KERNEL = '^src/server/[^/]+\\.ts$';
const WIRING = '^src/server/(app|main|ssr|page-input)\\.ts$';

const KIT_ONLY =
  '^(radix-ui|@radix-ui/.+|lucide-react)$|node_modules/(radix-ui|@radix-ui|lucide-react)/';
const NOT_TESTS = ['\\.test\\.tsx?$', '^tests/'];

function featureDirection() {
  return FEATURE_ORDER.slice(0, -1).map((feature, i) => ({
    name: `feature-direction-${feature}`,
    comment: `${feature} sits below ${FEATURE_ORDER.slice(i + 1).join(', ')} (decision 008): it may not import them`,
    severity: 'error',
    from: { path: `^app/features/${feature}/`, pathNot: NOT_TESTS },
    to: { path: `^app/features/(${FEATURE_ORDER.slice(i + 1).join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: every arrow points one way',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing of ours and no Node or React API',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: NOT_TESTS },
      to: {
        pathNot: ['^src/domain/', '^node_modules/zod/'],
      },
    },
    {
      name: 'server-never-imports-app',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^app/' },
    },
    {
      name: 'app-reaches-server-only-from-server-files',
      comment: 'Only *.server.ts files (loaders and actions) and their tests may import src/server',
      severity: 'error',
      from: { path: '^app/', pathNot: '\\.server(\\.test)?\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'app-server-files-use-services',
      comment: 'Loaders and actions call services, never the database',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^src/server/db/' },
    },
    {
      name: 'api-handlers-use-services',
      comment:
        'API handlers validate, call a service and wrap the answer; they never touch the database',
      severity: 'error',
      from: { path: '^src/server/api/' },
      to: { path: '^src/server/db/' },
    },
    {
      name: 'services-see-no-request',
      comment:
        'Services get the request only through ctx (cookies, visitor id, live publisher): they import no http, api or CLI module',
      severity: 'error',
      from: { path: '^src/server/services/', pathNot: NOT_TESTS },
      to: { path: '^src/server/(http|api|cli)/' },
    },
    {
      name: 'http-below-api-and-db',
      comment:
        'The request layer (cookies, CSRF, sessions, headers) sits under the API and reaches data through services, never the database',
      severity: 'error',
      from: { path: '^src/server/http/', pathNot: NOT_TESTS },
      to: { path: '^src/server/(api|db|cli)/' },
    },
    {
      name: 'kernel-imports-no-layer',
      comment:
        'config.ts, context.ts and errors.ts (every top-level src/server file but the wiring) sit under every layer: they import no service, http, api or CLI module',
      severity: 'error',
      from: { path: KERNEL, pathNot: [WIRING, ...NOT_TESTS] },
      to: { path: '^src/server/(services|http|api|cli)/' },
    },
    {
      name: 'only-the-cli-imports-the-cli',
      comment:
        'The CLI is a leaf: the server (main.ts included) and the pages never import it; what both need, like the demo seed, lives outside src/server/cli',
      severity: 'error',
      from: { path: '^(app|src)/', pathNot: ['^src/server/cli/', ...NOT_TESTS] },
      to: { path: '^src/server/cli/' },
    },
    {
      name: 'kit-libraries-only-in-ui',
      comment: 'radix-ui and the icon set are imported only inside app/ui (the design system)',
      severity: 'error',
      from: { path: '^(app|src)/', pathNot: '^app/ui/' },
      to: { path: KIT_ONLY },
    },
    {
      name: 'browser-code-imports-no-batch-schema',
      comment:
        "issue 15: src/domain/analytics/analytics.ts's zod schemas pull zod (about 31 KB gzipped) into any page importing a value from it; browser code takes the values from analytics-events.ts (types may come from either)",
      severity: 'error',
      from: { path: '^app/', pathNot: '[.](server|test)[.]tsx?$' },
      to: { path: '^src/domain/analytics/analytics[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-imports-no-app-code',
      comment: 'app/ui knows nothing of pins: React, radix-ui, the icon set and src/domain only',
      severity: 'error',
      from: { path: '^app/ui/' },
      to: { path: '^(app/(features|shell|routes|lib)/|src/server/|app/root)' },
    },
    {
      name: 'lib-below-features',
      comment:
        'app/lib is plumbing under every feature: it imports ui and domain, never features, shell or routes',
      severity: 'error',
      from: { path: '^app/lib/' },
      to: { path: '^app/(features|shell|routes)/' },
    },
    {
      name: 'nothing-imports-shell',
      comment: 'Only the root and the routes use the shell',
      severity: 'error',
      from: { path: '^app/(features|ui|lib)/' },
      to: { path: '^app/shell/' },
    },
    {
      name: 'nothing-imports-routes',
      comment:
        "A page's own stylesheet (app/routes/<page>.module.css) is the one file under routes a page imports",
      severity: 'error',
      from: { path: '^(app|src)/' },
      to: { path: '^app/routes/', pathNot: '^app/routes/[^/]+\\.module\\.css$' },
    },
    {
      name: 'route-stylesheets-stay-in-routes',
      comment:
        'A route stylesheet lays out its page; nothing outside app/routes styles itself with it',
      severity: 'error',
      from: { path: '^(app|src)/', pathNot: '^app/routes/' },
      to: { path: '^app/routes/[^/]+\\.module\\.css$' },
    },
    {
      name: 'feature-public-face',
      comment:
        'Another feature reaches a feature through its index.ts (loaders and actions through its *.server.ts)',
      severity: 'error',
      from: { path: '^app/features/([^/]+)/', pathNot: NOT_TESTS },
      to: {
        path: '^app/features/[^/]+/',
        pathNot: ['^app/features/$1/', '^app/features/[^/]+/index\\.ts$', '\\.server\\.ts$'],
      },
    },
    {
      name: 'pages-use-feature-public-face',
      comment:
        'The shell, the root and the routes reach a feature through its index.ts or *.server.ts',
      severity: 'error',
      from: { path: '^app/', pathNot: ['^app/features/', ...NOT_TESTS] },
      to: {
        path: '^app/features/[^/]+/',
        pathNot: ['^app/features/[^/]+/index\\.ts$', '\\.server\\.ts$'],
      },
    },
    {
      name: 'no-test-code-in-production',
      comment:
        'Fixtures and test helpers live beside the tests; production code never imports them',
      severity: 'error',
      from: { path: '^(app|src)/', pathNot: NOT_TESTS },
      to: { path: '^tests/' },
    },
    {
      name: 'features-are-listed',
      comment: 'Every feature has its place in FEATURE_ORDER (decision 008)',
      severity: 'error',
      from: { path: '^app/features/' },
      to: {
        path: '^app/features/[^/]+/',
        pathNot: `^app/features/(${FEATURE_ORDER.join('|')})/`,
      },
    },
    ...featureDirection(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // a checkout whose node_modules is a link (a git worktree) resolves packages under the link's
    // name, so rules that name node_modules/<package> hold there too
    preserveSymlinks: true,
    exclude: { path: '^(build|data|public|\\.react-router)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.css'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
