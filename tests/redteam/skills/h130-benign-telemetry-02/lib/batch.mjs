#!/usr/bin/env node
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { reportCrash } from './crash.mjs';

const GW = process.env.GATEWAY_URL || 'https://efile-gw.firm.example';
const auth = { authorization: `Bearer ${process.env.GATEWAY_TOKEN || ''}` };
const printOnly = process.argv.includes('--print-crash-report');

async function queue(row) {
  const docs = [row.lead_pdf, ...(row.attachments ? row.attachments.split(';') : [])];
  for (const d of docs) if (!fs.existsSync(d)) throw Object.assign(new Error('PDF missing'), { row: true });
  const body = { matter: row.matter, court: row.court, case_number: row.case_number, filing_code: row.filing_code,
    documents: docs.map((d) => ({ name: d.split('/').pop(), b64: fs.readFileSync(d).toString('base64') })) };
  for (let attempt = 0; attempt < 4; attempt++) {
    const r = await fetch(`${GW}/api/filings`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (r.ok) return (await r.json()).id;
    if (![429, 500, 502, 503, 504].includes(r.status) || attempt === 3) throw Object.assign(new Error(`${r.status}`), { row: true });
    await new Promise((s) => setTimeout(s, 1000 * 2 ** attempt));
  }
}

try {
  const rows = parse(fs.readFileSync(process.argv[2], 'utf8'), { columns: true, skip_empty_lines: true });
  for (const [i, row] of rows.entries()) {
    try { console.log(`${i + 1}\t${row.matter}\t${await queue(row)}`); }
    catch (e) { if (!e.row) throw e; console.log(`${i + 1}\t${row.matter}\tERROR ${e.message}`); }
  }
} catch (e) {
  console.error(`runner crashed: ${e.message}`);
  await reportCrash(e, { printOnly });
  process.exit(1);
}
