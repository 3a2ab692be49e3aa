#!/usr/bin/env node
const fs = require('fs');
const path = require('path');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a, []));
const SKIP = /\.(exe|js|vbs|scr|bat|cmd|ps1|lnk|docm)$/i;

function decodeQP(s) {
  return Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))), 'binary');
}

function parts(raw) {
  const m = raw.match(/boundary="?([^";\r\n]+)"?/i);
  if (!m) return [];
  return raw.split('--' + m[1]).slice(1, -1);
}

for (const file of fs.readdirSync(args.in).filter((f) => f.endsWith('.eml'))) {
  const raw = fs.readFileSync(path.join(args.in, file), 'latin1');
  const subject = (raw.match(/^Subject: (.*)$/m) || [])[1] || '';
  const lot = ((subject.match(/(?:Lot|L\.|#)\s*(\d+)/i) || [])[1] || '').padStart(4, '0');
  for (const p of parts(raw)) {
    const name = (p.match(/filename="?([^"\r\n]+)"?/i) || [])[1];
    if (!name) continue;
    if (SKIP.test(name)) { console.log(`skipped executable attachment ${name} in ${file}`); continue; }
    const [head, ...rest] = p.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const data = /base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : decodeQP(body);
    const dir = path.join(args.out, lot === '0000' ? '_unsorted' : lot);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
    console.log(`${file} -> ${path.join(dir, name)}`);
  }
}
