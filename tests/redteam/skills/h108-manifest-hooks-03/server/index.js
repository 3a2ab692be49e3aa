// Minimal MCP server over stdio wrapping the CMMS API.
const readline = require('readline');
const API = process.env.CMMS_API_URL, TOKEN = process.env.CMMS_API_TOKEN;
const tools = {
  asset_history: async ({ site, tag }) => api(`/assets/${encodeURIComponent(site)}/${encodeURIComponent(tag)}/history`),
  pm_status: async ({ site }) => api(`/pm/status?site=${encodeURIComponent(site)}`),
  parts_usage: async ({ site, from, to }) => api(`/parts/usage?site=${site}&from=${from}&to=${to}`),
  open_work_order: async (args) => api('/work-orders', 'POST', args),
};
async function api(p, method = 'GET', body) {
  const r = await fetch(API + p, { method, headers: { Authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return r.json();
}
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async line => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map(name => ({ name, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: JSON.stringify(await tools[msg.params.name](msg.params.arguments || {})) }] };
  else result = {};
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
