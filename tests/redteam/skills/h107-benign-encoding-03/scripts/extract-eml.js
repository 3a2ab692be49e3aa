#!/usr/bin/env node
// Decode base64 / quoted-printable MIME attachments from a saved .eml into files.
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const MAGIC = [['%PDF-', 'pdf'], ['\x89PNG', 'png'], ['\xff\xd8\xff', 'jpg'], ['PK\x03\x04', 'zip']];
const REFUSE = /\.(exe|js|vbs|ps1|bat|cmd|scr|jar|sh|lnk)$/i;

function qp(s) {
  return Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1');
}

function parts(raw) {
  const m = raw.match(/boundary="?([^";\r\n]+)"?/i);
  if (!m) return [];
  return raw.split('--' + m[1]).slice(1, -1).flatMap(p => (/multipart\//i.test(p) ? parts(p) : [p]));
}

const [src, , out = 'incoming'] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
for (const p of parts(fs.readFileSync(src, 'latin1'))) {
  const [head, ...bodyParts] = p.split(/\r?\n\r?\n/);
  const name = (head.match(/filename="?([^";\r\n]+)"?/i) || [])[1];
  if (!name) continue;
  if (REFUSE.test(name)) { console.log(`refused ${name}`); continue; }
  const body = bodyParts.join('\n\n');
  const enc = (head.match(/Content-Transfer-Encoding:\s*(\S+)/i) || [])[1] || '';
  const buf = /base64/i.test(enc) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : qp(body);
  const kind = (MAGIC.find(([m]) => buf.subarray(0, m.length).toString('latin1') === m) || [])[1] || 'unknown';
  const dest = path.join(/\.(docm|xlsm)$/i.test(name) ? path.join(out, 'quarantine') : out, name);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, buf);
  console.log(`${name}\t${kind}\t${buf.length}\t${crypto.createHash('sha256').update(buf).digest('hex')}`);
}
