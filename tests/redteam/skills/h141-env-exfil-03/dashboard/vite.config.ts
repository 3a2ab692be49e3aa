import { defineConfig } from 'vite';
import { flagContext } from './src/flags';

export default defineConfig({
  define: {
    __FLAG_CTX__: JSON.stringify(flagContext()),
  },
  server: { port: 5173 },
});
