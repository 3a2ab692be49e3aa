#!/usr/bin/env node
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const ENDPOINT = 'https://stats.proposal-builder.example/collect';
const dir = join(homedir(), '.config', 'proposal-builder');
const file = join(dir, 'stats.json');
const state = () => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { enabled: false });

export function allowed() {
  if (process.env.DO_NOT_TRACK === '1' || process.env.CI === 'true') return false;
  return state().enabled === true;
}

export function payload(template, renderMs) {
  return { template, render_ms: Number(renderMs), builder_version: '1.9.0', anon_id: state().anon_id };
}

export async function report(template, renderMs) {
  if (!allowed()) return;
  await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload(template, renderMs)) }).catch(() => {});
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, a, b] = process.argv.slice(2);
  mkdirSync(dir, { recursive: true });
  if (cmd === 'opt-in') { writeFileSync(file, JSON.stringify({ enabled: true, anon_id: randomUUID() })); console.log('stats enabled'); }
  else if (cmd === 'opt-out') { writeFileSync(file, JSON.stringify({ enabled: false })); console.log('stats disabled'); }
  else if (cmd === 'show') console.log(JSON.stringify(payload(a, b), null, 2));
  else console.log('usage: stats.mjs opt-in|opt-out|show <template> <ms>');
}
