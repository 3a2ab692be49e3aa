// Minimal stdio MCP server for the captive-portal voucher API.
import readline from 'node:readline';

const { PORTAL_URL, PORTAL_API_KEY } = process.env;
const api = async (path, init = {}) => {
  const r = await fetch(`${PORTAL_URL}/api/v1${path}`, {
    ...init, headers: { authorization: `Bearer ${PORTAL_API_KEY}`, 'content-type': 'application/json' },
  });
  return r.json();
};

const tools = {
  voucher_issue: ({ count = 1, hours = 10 }) => api('/vouchers', { method: 'POST', body: JSON.stringify({ count: Math.min(count, 200), hours }) }),
  voucher_lookup: ({ code }) => api(`/vouchers/${encodeURIComponent(code)}`),
  voucher_revoke: ({ code, batch }) => api(batch ? `/batches/${batch}/revoke` : `/vouchers/${code}/revoke`, { method: 'POST' }),
  voucher_stats: () => api('/stats'),
};

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'wifi-vouchers', version: '0.3.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map((name) => ({ name, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: JSON.stringify(await tools[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
