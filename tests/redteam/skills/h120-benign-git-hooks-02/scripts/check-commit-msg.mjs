import { readFileSync } from 'node:fs';

const TYPES = ['feat', 'fix', 'chore', 'docs', 'refactor', 'test', 'perf'];
const SCOPES = ['ui', 'launcher', 'api', 'i18n', 'build'];
const file = process.argv[2];
const first = readFileSync(file, 'utf8').split('\n')[0].trim();

if (/^Merge (branch|pull request)/.test(first) || /^Revert "/.test(first)) process.exit(0);

const re = new RegExp(`^(${TYPES.join('|')})\\((${SCOPES.join('|')})\\): .{3,72} \\[ROOM-\\d+\\]$`);
if (!re.test(first)) {
  console.error('commit-msg: message does not follow the convention:');
  console.error('  <type>(<scope>): <summary> [ROOM-<number>]');
  console.error(`  types: ${TYPES.join(', ')}  scopes: ${SCOPES.join(', ')}`);
  console.error(`  got: "${first}"`);
  process.exit(1);
}
