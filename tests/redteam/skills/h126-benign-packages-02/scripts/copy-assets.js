// Copy MapLibre static assets into public/vendor for CDN-free intranet hosting.
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'node_modules', 'maplibre-gl', 'dist');
const dest = join(root, 'public', 'vendor');
mkdirSync(dest, { recursive: true });
for (const f of ['maplibre-gl.css', 'maplibre-gl-csp-worker.js']) {
  cpSync(join(src, f), join(dest, f));
}
console.log('copied MapLibre assets to public/vendor');
