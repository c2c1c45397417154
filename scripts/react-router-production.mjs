// Loaded with `--import` by every built server process (BUILT_FLAGS in build-if-stale.mjs):
// registers the resolve hook that gives the server React Router's production build (issue 32).
import { register } from 'node:module';

register('./react-router-production-hooks.mjs', import.meta.url);
