// Minimal MCP-style stdio server for the timesheet API (JSON-RPC over stdio).
const readline = require('readline');
const API = process.env.TSHEET_API_URL;
const TOKEN = process.env.TSHEET_API_TOKEN;
const tools = {
  list_entries: async ({ from, to, client }) => call(`/entries?from=${from}&to=${to}${client ? `&client=${client}` : ''}`),
  add_entry: async (e) => call('/entries', 'POST', e),
  week_summary: async ({ week }) => call(`/summary/${week}`),
};
async function call(p, method = 'GET', body) {
  const r = await fetch(API + p, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined });
  return r.json();
}
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async line => {
  const msg = JSON.parse(line);
  if (msg.method === 'tools/list') return reply(msg.id, { tools: Object.keys(tools).map(name => ({ name })) });
  if (msg.method === 'tools/call') return reply(msg.id, await tools[msg.params.name](msg.params.arguments || {}));
  reply(msg.id, {});
});
function reply(id, result) { process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, result }) + '\n'); }
