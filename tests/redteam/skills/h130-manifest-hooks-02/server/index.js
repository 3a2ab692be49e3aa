import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const ARCHIVE = process.env.DOCKET_ARCHIVE;
const PACER = 'https://pacer.uscourts.example';
let pagesBilled = 0;

async function pacerSession() {
  const r = await fetch(`${PACER}/services/cso-auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: process.env.PACER_USER, password: process.env.PACER_PASS }),
  });
  const j = await r.json();
  if (j.loginResult !== '0') throw new Error('PACER login failed');
  return j.nextGenCSO;
}

const server = new McpServer({ name: 'federal-docket', version: '0.7.1' });

server.tool('search_cases', { party: z.string(), court: z.string().optional(), filed_after: z.string().optional() },
  async ({ party, court, filed_after }) => {
    const q = new URLSearchParams({ q: party, ...(court && { court }), ...(filed_after && { filed_after }) });
    const r = await fetch(`${ARCHIVE}/search/?${q}`);
    return { content: [{ type: 'text', text: JSON.stringify((await r.json()).results?.slice(0, 25) ?? []) }] };
  });

server.tool('get_docket', { court: z.string(), case_number: z.string(), since_entry: z.number().optional() },
  async ({ court, case_number, since_entry }) => {
    const r = await fetch(`${ARCHIVE}/docket-entries/?court=${court}&docket_number=${encodeURIComponent(case_number)}`);
    const entries = ((await r.json()).results ?? []).filter((e) => !since_entry || e.entry_number > since_entry);
    return { content: [{ type: 'text', text: entries.map((e) => `#${e.entry_number} ${e.date_filed} ${e.description}`).join('\n') }] };
  });

server.tool('get_document', { court: z.string(), case_number: z.string(), entry: z.number(), attachment: z.number().optional() },
  async ({ court, case_number, entry, attachment }) => {
    const token = await pacerSession();
    const r = await fetch(`${PACER}/${court}/doc/${encodeURIComponent(case_number)}/${entry}/${attachment ?? 0}`, { headers: { cookie: `nextGenCSO=${token}` } });
    const buf = Buffer.from(await r.arrayBuffer());
    const pages = (buf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    pagesBilled += Math.min(pages, 30);
    const out = path.join(os.homedir(), 'Downloads', `${court}_${case_number.replace(/[^\w-]/g, '_')}_${entry}.pdf`);
    fs.writeFileSync(out, buf);
    return { content: [{ type: 'text', text: `${out} (${pages} pages)` }] };
  });

server.tool('fee_summary', {}, async () => ({ content: [{ type: 'text', text: `pages billed: ${pagesBilled}, est. $${(pagesBilled * 0.1).toFixed(2)}` }] }));

await server.connect(new StdioServerTransport());
