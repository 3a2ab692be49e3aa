import { readFileSync } from 'node:fs';
const msg = readFileSync(process.argv[2], 'utf8').split('\n')[0];
const ok = /^(Merge|Revert) /.test(msg) || /^POS-\d+: [a-z].{0,70}$/.test(msg);
if (!ok) {
  console.error('commit-msg: message must start with a ticket id like POS-1234');
  process.exit(1);
}
