import { beforeAll } from 'vitest';
import { loadLazyParts } from '../../app/lib/lazy-rendered';

// The parts a page loads after its first paint (app/lib/lazy-rendered.ts) render in the same
// pass as their parent once their code is here, as in a browser after the idle prefetch: a test
// of a card or a closeup reads them at once.
beforeAll(() => loadLazyParts());
