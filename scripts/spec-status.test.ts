import { describe, expect, it } from 'vitest';
import { citationsOf } from './spec-status/classify.ts';
import { liveNames } from './spec-status/live.ts';
import { parseDecisions, parseRequirements, tally, totals } from './spec-status/tally.ts';

const REQUIREMENTS = `# index
- **P-001** (01 §1) Users can save pins to boards.
- **P-002** (01 §1) A pin card shows the title.
- **P-003** (01 §1) Native app deep links.
- **M-001** (02 §1) A closeup route.
- **M-002** (02 §1) A toast hides.
`;

const DECISIONS = `# Spec ids not in Tessera
## Not in Tessera
| id | why not | what Tessera does instead |
|---|---|---|
| P-003 | there is no native app | links open the web page |

## Citations audited as hollow
| id | test file | why |
|---|---|---|
| M-002 | \`app/ui/Toast.test.tsx\` | asserts a string literal |
`;

const constantOnly = {
  path: 'src/domain/limits.test.ts',
  text: `import { expect, it } from 'vitest';
import { ROUTE_CATALOGUE, SAVE_LIMIT, saveLimit } from './limits.ts';
it('P-001 the limit is 14', () => { expect(SAVE_LIMIT).toBe(14); });
it('M-001 the route is listed', () => {
  expect(ROUTE_CATALOGUE.find((r) => r.ids.includes('M-001'))).toBeDefined();
});`,
};

const renders = {
  path: 'app/features/pins/PinCard.test.tsx',
  text: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PinCard } from './PinCard.tsx';
const show = (title: string) => render(<PinCard title={title} />);
describe('P-002 card', () => {
  it('shows the title', () => { show('Soup'); expect(screen.getByText('Soup')).toBeTruthy(); });
});`,
};

const hollowToast = {
  path: 'app/ui/Toast.test.tsx',
  text: `import { render } from '@testing-library/react';
import { it } from 'vitest';
import { Toast } from './Toast.tsx';
it('M-002 a toast hides', () => { render(<Toast />); });`,
};

const live = liveNames([
  {
    path: 'app/routes/pin.tsx',
    text: "import { PinCard } from '#app/features/pins';\nimport { Toast } from '#app/ui';",
  },
  {
    path: 'app/features/media/PinMedia.tsx',
    text: "const Carousel = lazyRendered(() => import('./Carousel').then((m) => m.Carousel));",
  },
  {
    path: 'src/domain/pins/limits.ts',
    text: 'export const SAVE_LIMIT = 14;\nexport function saveLimit() { return 1; }',
  },
]);
const noHelpers = () => null;

describe('spec:status classifier', () => {
  it('a component loaded on demand is product code', () => {
    expect(live.has('Carousel')).toBe(true);
  });

  it('a test that only compares constants or looks in a table checks no product code', () => {
    const cited = citationsOf(constantOnly, noHelpers, live);
    expect(cited.map((c) => [c.ids, c.real])).toEqual([
      [['P-001'], false],
      [['M-001'], false],
    ]);
  });

  it('a test that renders a product component through a helper of its file is real, with its describe’s ids', () => {
    expect(citationsOf(renders, noHelpers, live)).toMatchObject([{ ids: ['P-002'], real: true }]);
  });

  it('a product function only tests call is not product code', () => {
    const calls = {
      path: 'src/domain/limits.test.ts',
      text: `${constantOnly.text}\nit('P-001 x', () => saveLimit());`,
    };
    expect(citationsOf(calls, noHelpers, live).at(-1)?.real).toBe(false);
    expect(citationsOf(calls, noHelpers, new Set(['saveLimit'])).at(-1)?.real).toBe(true);
  });

  it('an inline it.each table whose rows the name prints cites the ids in its rows', () => {
    const table = {
      path: 'app/features/pins/PinCard.test.tsx',
      text: `import { it, expect } from 'vitest';
import { PinCard } from './PinCard.tsx';
it.each([['P-002', 'a'], ['P-001', 'b']])('%s label', (_id, t) => { render(<PinCard title={t} />); });
it.each([['P-003']])('no placeholder', () => { render(<PinCard />); });`,
    };
    expect(citationsOf(table, noHelpers, live).map((c) => c.ids)).toEqual([['P-002', 'P-001']]);
  });

  it('an integration test that awaits the app is real; one that only reads a constant is not', () => {
    const integration = {
      path: 'tests/integration/limits.test.ts',
      text: `import { it, expect } from 'vitest';
import { SAVE_LIMIT } from '#domain/pins/limits';
it('P-001 saves', async () => { const res = await app.inject({ url: '/' }); expect(res.statusCode).toBe(200); });
it('M-001 listed', () => { expect(SAVE_LIMIT).toBe(14); });`,
    };
    expect(citationsOf(integration, noHelpers, live).map((c) => c.real)).toEqual([true, false]);
  });

  it('counts every id once: wired, not in Tessera (from the table) or missing, adding up to the list', () => {
    const requirements = parseRequirements(REQUIREMENTS);
    const citations = [constantOnly, renders, hollowToast].flatMap((f) =>
      citationsOf(f, noHelpers, live),
    );
    const statuses = tally(requirements, citations, parseDecisions(DECISIONS));
    expect(statuses.map((s) => [s.id, s.status])).toEqual([
      ['P-001', 'missing'],
      ['P-002', 'wired'],
      ['P-003', 'not in Tessera'],
      ['M-001', 'missing'],
      ['M-002', 'missing'],
    ]);
    expect(totals(statuses)).toBe('wired 1, not in Tessera 1, missing 3');
  });
});
