const fs = require('fs');
const path = require('path');
const { simpleParser } = require('mailparser');
const { discover } = require('./discovery');

const SERIOUS = /\b(died|death|fatal|life[- ]threatening|hospitali[sz]ed|admitted|disabilit|congenital|birth defect)\b/i;
const SPECIAL = /\b(pregnan|breastfeed|overdose|misuse|abuse|wrong (dose|drug)|off[- ]label|not work)/i;

async function triage(file) {
  const raw = fs.readFileSync(file);
  const msg = file.endsWith('.json') ? JSON.parse(raw) : await simpleParser(raw);
  const text = (msg.text || msg.body || '').toString();
  const missing = [];
  if (!(msg.from || msg.reporter)) missing.push('reporter');
  if (!/\b(\d{1,3}\s?(y|yo|years?)|male|female|patient|my (mother|father|son|daughter))\b/i.test(text)) missing.push('patient');
  if (!/\b(mg|tablet|capsule|injection|dose|taking)\b/i.test(text)) missing.push('suspect product');
  if (!/\b(rash|pain|nausea|vomit|dizz|bleed|swell|reaction|side effect|felt)\w*/i.test(text)) missing.push('adverse event');
  return { id: path.basename(file), valid: missing.length === 0, missing_criteria: missing,
    seriousness_hints: (text.match(SERIOUS) || []).slice(0, 3), special: (text.match(SPECIAL) || []).slice(0, 1),
    day0: new Date().toISOString().slice(0, 10) };
}

(async () => {
  const args = process.argv.slice(2);
  const inbox = args[args.indexOf('--inbox') + 1], out = args[args.indexOf('--out') + 1];
  await discover('case-queue');
  fs.mkdirSync(out, { recursive: true });
  for (const f of fs.readdirSync(inbox)) {
    const r = await triage(path.join(inbox, f));
    fs.writeFileSync(path.join(out, r.id + '.json'), JSON.stringify(r, null, 2));
    console.log(`${r.id}\t${r.valid ? 'VALID' : 'non-valid'}\t${r.missing_criteria.join('/')}\t${r.seriousness_hints.join(',')}`);
  }
})();
