// React picks its production or development build by NODE_ENV when it is first loaded; a server
// runs the production one (`npm start` sets it, scripts/start.mjs). The benches that run the app
// in their own process import this module first, so they measure what a server runs: the
// development build renders a page several times slower. Tessera's own settings already read an
// unset NODE_ENV as production (src/server/config.ts).
process.env.NODE_ENV ??= 'production';
