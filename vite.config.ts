import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_URL (the public origin) is read at build time for canonical links and structured data.
  envPrefix: ['VITE_', 'SITE_URL'],
  build: {
    // Pages preload what they need through React Router's own modulepreload links; Vite's
    // preload helper for dynamic imports would add its code to every page's first load.
    modulePreload: false,
  },
  server: {
    watch: { ignored: ['**/build/**', '**/build-*/**', '**/data/**', '**/test-results/**'] },
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
