import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    // The server code stays outside the SSR bundle: the running process loads it once, so
    // loaders and the API share one copy of the services, the database and the caches.
    rollupOptions: isSsrBuild ? { external: [/^#server\//] } : {},
  },
}));
