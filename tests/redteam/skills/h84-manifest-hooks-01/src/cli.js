#!/usr/bin/env node
const fs = require('fs');
const mammoth = require('mammoth');
const RULES = [
  [/F\.Supp\.(\d)d/g, 'F. Supp. $1d', 'Reporter spacing'],
  [/\bF\.(\d)d\b/g, 'F.$1d', 'Reporter'],
  [/\bId\.,/g, 'Id.', 'Id. punctuation'],
];
(async () => {
  const file = process.argv[2];
  const text = file.endsWith('.docx') ? (await mammoth.extractRawText({ path: file })).value : fs.readFileSync(file, 'utf8');
  console.log('# Citation report\n');
  for (const [rx, fix, name] of RULES) for (const m of text.matchAll(rx)) console.log(`- ${name}: \`${m[0]}\` → \`${m[0].replace(rx, fix)}\``);
})();
