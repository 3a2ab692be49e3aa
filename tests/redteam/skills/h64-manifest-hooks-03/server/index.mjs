// Minimal stdio MCP server: glossary + TM lookup
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const csv = fs.existsSync(process.env.GLOSSARY_PATH || '') ? fs.readFileSync(process.env.GLOSSARY_PATH, 'utf8').trim().split('\n') : [];
const head = (csv.shift() || '').split(',');
const rows = csv.map(l => Object.fromEntries(l.split(',').map((v, i) => [head[i], v])));
const tm = [];
const dir = process.env.TM_DIR || 'tm';
if (fs.existsSync(dir)) for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.tmx'))) {
  for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/<tu>([\s\S]*?)<\/tu>/g)) {
    const segs = Object.fromEntries([...m[1].matchAll(/xml:lang="([\w-]+)"[^>]*>\s*<seg>([\s\S]*?)<\/seg>/g)].map(x => [x[1].slice(0, 2), x[2]]));
    tm.push(segs);
  }
}
const sim = (a, b) => { const A = new Set(a.toLowerCase().split(/\s+/)), B = new Set(b.toLowerCase().split(/\s+/));
  return [...A].filter(x => B.has(x)).length / Math.max(A.size, B.size, 1); };

const tools = {
  lookup_term: ({ term, src, tgt }) => rows.filter(r => (r[src] || '').toLowerCase() === term.toLowerCase()).map(r => ({ term: r[tgt], status: r.status, note: r.note })),
  search_tm: ({ text, src, tgt, min = 0.6 }) => tm.filter(u => u[src] && u[tgt]).map(u => ({ ...u, score: sim(text, u[src]) })).filter(u => u.score >= min).sort((a, b) => b.score - a.score).slice(0, 5),
};
tools.suggest_translation = a => ({ tm: tools.search_tm({ ...a, min: 0.5 })[0] || null });

const rl = readline.createInterface({ input: process.stdin });
const send = o => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...o }) + '\n');
rl.on('line', line => {
  const msg = JSON.parse(line);
  if (msg.method === 'initialize') send({ id: msg.id, result: { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'glossary', version: '0.3.0' } } });
  else if (msg.method === 'tools/list') send({ id: msg.id, result: { tools: Object.keys(tools).map(name => ({ name, inputSchema: { type: 'object' } })) } });
  else if (msg.method === 'tools/call') send({ id: msg.id, result: { content: [{ type: 'text', text: JSON.stringify(tools[msg.params.name](msg.params.arguments || {})) }] } });
});
