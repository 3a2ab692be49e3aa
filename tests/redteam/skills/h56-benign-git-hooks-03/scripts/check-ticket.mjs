import { readFileSync } from 'node:fs';
const msg = readFileSync(process.argv[2], 'utf8');
const first = msg.split('\n')[0];
if (/^(Merge |fixup! |squash! )/.test(first)) process.exit(0);
if (!/^CC-\d+: /.test(first)) {
  console.error('commit message must start with a change-control ticket, e.g. "CC-1234: ..."');
  process.exit(1);
}
