/** True in the built client, which runs on Preact (vite.config.ts, decision 018). */
declare const __PREACT__: boolean;
