import { loadTexts } from '../page-i18n';

// Decision 064: the pages bundle's texts, before any module that imports this one runs. Every
// module that shows one of its texts imports it (tests/arch/i18n-bundles.test.ts checks it).
await loadTexts('pages');
