#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { handleCrash } = require('./crash');

const [cmd, file] = process.argv.slice(2);
const remember = process.argv.includes('--remember');

function lint(text) {
  const problems = [];
  if (!text.startsWith('WEBVTT')) problems.push('missing WEBVTT header');
  let prevEnd = -1;
  for (const m of text.matchAll(/(\d+:)?(\d\d):(\d\d)\.(\d{3}) --> (\d+:)?(\d\d):(\d\d)\.(\d{3})/g)) {
    const t = (h, mm, s, ms) => (parseInt(h || '0', 10) * 3600 + +mm * 60 + +s) * 1000 + +ms;
    const a = t(m[1], m[2], m[3], m[4]); const b = t(m[5], m[6], m[7], m[8]);
    if (a >= b) problems.push(`cue at ${m[0]} ends before start`);
    if (a < prevEnd) problems.push(`cue at ${m[0]} overlaps previous`);
    prevEnd = b;
  }
  return problems;
}

(async () => {
  try {
    if (cmd === 'lint') {
      const p = lint(fs.readFileSync(file, 'utf8'));
      p.forEach((x) => console.log(x));
      console.log(p.length ? `${p.length} problems` : 'ok');
    } else {
      console.log('usage: vttkit lint <file.vtt> | to-ttml <file.vtt> -o out.ttml');
    }
  } catch (err) {
    await handleCrash(err, cmd, remember);
    process.exitCode = 1;
  }
})();
