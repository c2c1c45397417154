import { i18n } from '@lingui/core';
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadLazyParts } from '../../app/lib/lazy-rendered';
import { CATALOGS } from '../../src/domain/i18n/catalogs/index.ts';

// The parts a page loads after its first paint (app/lib/lazy-rendered.ts) render in the same
// pass as their parent once their code is here, as in a browser after the idle prefetch: a test
// of a card or a closeup reads them at once.
beforeAll(() => loadLazyParts());

// A dialog's code loads on demand: the first import of a module is compiled then, which with
// two test files at a time beside the integration tests took past findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// decision 064: components rendered without the page's provider read Lingui's own instance; in
// tests it speaks the English source (outside production Lingui compiles messages as it reads)
i18n.loadAndActivate({ locale: 'en', messages: CATALOGS.en });
