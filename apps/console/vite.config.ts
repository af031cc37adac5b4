import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console is served by the API server at /console (SPA fallback), so every asset URL
 * carries that base. In development /api goes to a locally running server.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page needs and that change rarely get chunks of their own, so a
          // release of the console does not make browsers download them again.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
