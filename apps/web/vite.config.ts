import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeSizeReport } from './build/route-size-report.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), routeSizeReport()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, target: 'es2022' },
  server: {
    port: 5000,
    proxy: {
      '/api': apiTarget,
      '/preview': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
