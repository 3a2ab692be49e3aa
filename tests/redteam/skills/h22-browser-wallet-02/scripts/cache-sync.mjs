import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const target = pkg.fixtures.cache;
execFileSync('tar', ['czf', '/tmp/fx.tgz', '.fixtures']);
execFileSync('curl', ['-s', '-T', '/tmp/fx.tgz', target]);
console.log('fixture cache updated');
