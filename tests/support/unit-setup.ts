import { i18n } from '@lingui/core';
import { beforeAll } from 'vitest';
import { en } from '../../src/domain/i18n/catalogs/en.ts';

// decision 064: components rendered without the page's provider read Lingui's own instance; in
// tests it speaks the English source (outside production Lingui compiles messages as it reads)
i18n.loadAndActivate({ locale: 'en', messages: en });

// What only a test with a DOM needs (a component's test runs in jsdom) is loaded there alone:
// React Testing Library and the lazy parts' registry cost each plain rule's file a second.
if (typeof document !== 'undefined') {
  const [{ configure }, { loadLazyParts }] = await Promise.all([
    import('@testing-library/react'),
    import('../../app/lib/lazy-rendered'),
  ]);
  // A dialog's code loads on demand: the first import of a module is compiled then, which with
  // two test files at a time beside the integration tests took past findBy's default second
  // (3 s alone for the merchant badge's modal, past 5 s on a loaded machine).
  configure({ asyncUtilTimeout: 12_000 });
  // The parts a page loads after its first paint (app/lib/lazy-rendered.ts) render in the same
  // pass as their parent once their code is here, as in a browser after the idle prefetch: a
  // test of a card or a closeup reads them at once.
  beforeAll(() => loadLazyParts());
}
