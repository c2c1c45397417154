// node scripts/page-weight-report.mjs BASE_URL PATH... [--cookie 'tessera_session=…'] [--files]
// Prints, for each page of a running Tessera, its HTML size and the initial JS and CSS it makes
// a browser download (gzipped, from build/client), against issue 12's budgets.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET, kb, pageWeight } from './page-weight.mjs';

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cookie: { type: 'string' }, files: { type: 'boolean' } },
});
const [base, ...pages] = positionals;
if (!base || pages.length === 0) {
  console.error(
    'usage: node scripts/page-weight-report.mjs BASE_URL PATH... [--cookie C] [--files]',
  );
  process.exit(2);
}
const clientDir = path.resolve('build/client');
for (const p of pages) {
  const res = await fetch(new URL(p, base), {
    headers: {
      'user-agent': UA,
      accept: 'text/html',
      ...(values.cookie ? { cookie: values.cookie } : {}),
    },
  });
  const w = pageWeight(await res.text(), clientDir);
  const mark = (n, max) => (n > max ? 'OVER' : 'ok');
  console.log(
    `${p} (${res.status}): HTML ${kb(w.html)} ${mark(w.html, BUDGET.html)} · ` +
      `JS ${kb(w.js.gzip)} gz in ${w.js.files.length} files ${mark(w.js.gzip, BUDGET.jsGzip)} · ` +
      `CSS ${kb(w.css.gzip)} gz in ${w.css.files.length} files ${mark(w.css.gzip, BUDGET.cssGzip)}`,
  );
  if (values.files) {
    for (const f of [...w.js.files, ...w.css.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(f.gzip).padStart(9)}  ${f.href}`);
    }
  }
}
