import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ICON_NAMES } from '../app/ui/icon-names';
import { buildSprite } from '../app/ui/icon-sprite';

// Writes app/ui/icons.svg from the registry; Icon.test.tsx fails when the two drift apart.
const target = fileURLToPath(new URL('../app/ui/icons.svg', import.meta.url));
await writeFile(target, await buildSprite(ICON_NAMES));
console.log(`wrote ${ICON_NAMES.length} icons to ${target}`);
