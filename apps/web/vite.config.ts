import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The provider config URL (SPEC §3). Default: the local sandbox. index.html preloads it so the first request of the
// start-up runs in parallel with the JavaScript download.
process.env.VITE_CONFIG_URL ??= 'http://127.0.0.1:7000/config/provider.json';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
