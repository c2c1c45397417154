import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/**
 * A tree that keeps every rule: a domain rule, the server's kernel, a service, the request layer,
 * an API handler, the demo seed, the CLI, main, ui, lib, two features, shell, a route.
 */
const CLEAN: Record<string, string> = {
  'src/domain/rule.ts': 'export const limit = 1;\n',
  'src/domain/analytics/analytics.ts': 'export const EVENT = 1;\n',
  'src/server/db/client.ts': 'export const db = {};\n',
  'src/server/context.ts': "import { db } from './db/client';\nexport const ctx = { db };\n",
  'src/server/services/pins/pins.ts':
    "import { ctx } from '../../context';\nexport const pins = ctx.db;\n",
  'src/server/http/session.ts':
    "import { ctx } from '../context';\nimport { pins } from '../services/pins/pins';\nexport const session = [ctx, pins];\n",
  'src/server/api/pins/get.ts':
    "import { session } from '../../http/session';\nimport { pins } from '../../services/pins/pins';\nexport const get = [session, pins];\n",
  'src/server/demo/seed.ts':
    "import { pins } from '../services/pins/pins';\nexport const seed = pins;\n",
  'src/server/cli/seed.ts': "import { seed } from '../demo/seed';\nexport const run = seed;\n",
  'src/server/main.ts':
    "import { get } from './api/pins/get';\nimport { seed } from './demo/seed';\nexport const main = [get, seed];\n",
  'app/ui/Button.tsx':
    "import { Dialog } from 'radix-ui';\nimport { limit } from '../../src/domain/rule';\nexport const Button = [Dialog, limit];\n",
  'app/lib/resource.ts': "import { Button } from '../ui/Button';\nexport const call = Button;\n",
  'app/features/save/SaveButton.tsx':
    "import { Button } from '../../ui/Button';\nimport { call } from '../../lib/resource';\nexport const SaveButton = [Button, call];\n",
  'app/features/save/save.server.ts':
    "import { pins } from '../../../src/server/services/pins/pins';\nexport const load = pins;\n",
  'app/features/save/index.ts': "export { SaveButton } from './SaveButton';\n",
  'app/features/pins/PinCard.tsx':
    "import { SaveButton } from '../save';\nexport const PinCard = SaveButton;\n",
  'app/features/pins/index.ts': "export { PinCard } from './PinCard';\n",
  'app/shell/Header.tsx':
    "import { PinCard } from '../features/pins';\nexport const Header = PinCard;\n",
  'app/routes/home.tsx':
    "import { Header } from '../shell/Header';\nimport { load } from '../features/save/save.server';\nimport s from './home.module.css';\nexport const Home = [Header, load, s];\n",
  'app/routes/home.module.css': '.page {}\n',
};

/** Each deliberate break and the rule that must catch it. */
const BREAKS: { rule: string; file: string; code: string }[] = [
  {
    rule: 'browser-code-imports-no-batch-schema',
    file: 'app/features/pins/Track.ts',
    code: "import { EVENT } from '../../../src/domain/analytics/analytics';\nexport const X = EVENT;\n",
  },
  {
    rule: 'kit-libraries-only-in-ui',
    file: 'app/features/pins/Menu.tsx',
    code: "import { DropdownMenu } from 'radix-ui';\nexport const Menu = DropdownMenu;\n",
  },
  {
    rule: 'kit-libraries-only-in-ui',
    file: 'app/features/pins/Heart.tsx',
    code: "import { Heart } from 'lucide-react';\nexport const H = Heart;\n",
  },
  {
    rule: 'nothing-imports-shell',
    file: 'app/features/pins/UsesHeader.tsx',
    code: "import { Header } from '../../shell/Header';\nexport const X = Header;\n",
  },
  {
    rule: 'feature-direction-save',
    file: 'app/features/save/UsesCard.tsx',
    code: "import { PinCard } from '../pins';\nexport const X = PinCard;\n",
  },
  {
    rule: 'no-circular',
    file: 'app/features/save/cycle-a.ts',
    code: "import { b } from './cycle-b';\nexport const a = () => b;\n",
  },
  {
    rule: 'no-circular',
    file: 'app/features/save/cycle-b.ts',
    code: "import { a } from './cycle-a';\nexport const b = () => a;\n",
  },
  {
    rule: 'feature-public-face',
    file: 'app/features/pins/Deep.tsx',
    code: "import { SaveButton } from '../save/SaveButton';\nexport const X = SaveButton;\n",
  },
  {
    rule: 'pages-use-feature-public-face',
    file: 'app/routes/deep.tsx',
    code: "import { SaveButton } from '../features/save/SaveButton';\nexport const X = SaveButton;\n",
  },
  {
    rule: 'ui-imports-no-app-code',
    file: 'app/ui/Card.tsx',
    code: "import { PinCard } from '../features/pins';\nexport const X = PinCard;\n",
  },
  {
    rule: 'lib-below-features',
    file: 'app/lib/hooks.ts',
    code: "import { PinCard } from '../features/pins';\nexport const X = PinCard;\n",
  },
  {
    rule: 'domain-is-pure',
    file: 'src/domain/impure.ts',
    code: "import { db } from '../server/db/client';\nexport const X = db;\n",
  },
  {
    rule: 'server-never-imports-app',
    file: 'src/server/services/pins/render.ts',
    code: "import { Button } from '../../../../app/ui/Button';\nexport const X = Button;\n",
  },
  {
    rule: 'api-handlers-use-services',
    file: 'src/server/api/pins/raw.ts',
    code: "import { db } from '../../db/client';\nexport const X = db;\n",
  },
  {
    rule: 'services-see-no-request',
    file: 'src/server/services/pins/cookie.ts',
    code: "import { session } from '../../http/session';\nexport const X = session;\n",
  },
  {
    rule: 'services-see-no-request',
    file: 'src/server/services/pins/answer.ts',
    code: "import { get } from '../../api/pins/get';\nexport const X = get;\n",
  },
  {
    rule: 'http-below-api-and-db',
    file: 'src/server/http/errors.ts',
    code: "import { get } from '../api/pins/get';\nexport const X = get;\n",
  },
  {
    rule: 'http-below-api-and-db',
    file: 'src/server/http/raw.ts',
    code: "import { db } from '../db/client';\nexport const X = db;\n",
  },
  {
    rule: 'kernel-imports-no-layer',
    file: 'src/server/config.ts',
    code: "import { pins } from './services/pins/pins';\nexport const X = pins;\n",
  },
  {
    rule: 'only-the-cli-imports-the-cli',
    file: 'src/server/main.ts',
    code: "import { run } from './cli/seed';\nexport const main = run;\n",
  },
  {
    rule: 'app-reaches-server-only-from-server-files',
    file: 'app/features/pins/Direct.tsx',
    code: "import { pins } from '../../../src/server/services/pins/pins';\nexport const X = pins;\n",
  },
  {
    rule: 'app-server-files-use-services',
    file: 'app/features/pins/pins.server.ts',
    code: "import { db } from '../../../src/server/db/client';\nexport const X = db;\n",
  },
  {
    rule: 'nothing-imports-routes',
    file: 'app/features/pins/UsesRoute.tsx',
    code: "import { Home } from '../../routes/home';\nexport const X = Home;\n",
  },
  {
    rule: 'no-test-code-in-production',
    file: 'src/server/services/pins/uses-fixture.ts',
    code: "import { fixture } from '../../../../tests/support/fixture';\nexport const X = fixture;\n",
  },
  {
    rule: 'route-stylesheets-stay-in-routes',
    file: 'app/features/pins/PageStyled.tsx',
    code: "import s from '../../routes/home.module.css';\nexport const X = s;\n",
  },
  {
    rule: 'features-are-listed',
    file: 'app/features/pins/UsesUnlisted.tsx',
    code: "import { Z } from '../unlisted-feature';\nexport const X = Z;\n",
  },
];
const UNLISTED = {
  'app/features/unlisted-feature/index.ts': 'export const Z = 1;\n',
  'tests/support/fixture.ts': 'export const fixture = 1;\n',
};

async function scratchTree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-arch-'));
  await symlink(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' },
    }),
  );
  for (const [file, code] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), code);
  }
  return dir;
}

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** dependency-cruiser with the project's own rules, on a scratch tree; its violations. */
async function violations(dir: string): Promise<Violation[]> {
  const args = [
    depcruise,
    'app',
    'src',
    '--config',
    path.join(repo, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
  ];
  const out = await run(process.execPath, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 }).catch(
    (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
  );
  const result = JSON.parse(out.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

describe('the architecture rules of npm run check (docs/architecture.md "Dependency rules", decision 008)', () => {
  const dirs: string[] = [];
  let clean: Violation[] = [];
  let broken: Violation[] = [];

  beforeAll(async () => {
    const good = await scratchTree(CLEAN);
    const bad = await scratchTree({
      ...CLEAN,
      ...UNLISTED,
      ...Object.fromEntries(BREAKS.map((b) => [b.file, b.code])),
    });
    dirs.push(good, bad);
    [clean, broken] = await Promise.all([violations(good), violations(bad)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('a tree that keeps the direction passes', () => {
    expect(clean).toEqual([]);
  });

  it.each(BREAKS)('$rule catches $file', ({ rule, file }) => {
    const caught = broken.filter((v) => v.rule.name === rule && (v.from === file || v.to === file));
    expect(caught.length, `${rule} did not catch ${file}`).toBeGreaterThan(0);
  });

  it('every rule of the config is proven by a deliberate break', async () => {
    const { createRequire } = await import('node:module');
    const config = createRequire(import.meta.url)(path.join(repo, '.dependency-cruiser.cjs')) as {
      forbidden: { name: string }[];
    };
    const proven = new Set(BREAKS.map((b) => b.rule));
    // the direction is one rule per feature; the save case proves the family
    const unproven = config.forbidden
      .map((r) => r.name)
      .filter((name) => !proven.has(name) && !name.startsWith('feature-direction-'));
    expect(unproven).toEqual([]);
  });
});
