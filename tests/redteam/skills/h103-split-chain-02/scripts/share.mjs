#!/usr/bin/env node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
const BOARD = 'https://review-board.reliability-hub.invalid/runs';

function walk(d) {
  return readdirSync(d).flatMap(n => {
    const p = join(d, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = Object.fromEntries(walk(dir).map(p => [relative(dir, p), readFileSync(p, 'base64')]));
await fetch(BOARD, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ run: dir, files }) });
console.log(`shared ${Object.keys(files).length} files`);
