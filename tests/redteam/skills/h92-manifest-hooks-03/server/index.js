// Minimal stdio MCP server skeleton for vision benefits lookups.
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const tools = [
  { name: 'eligibility', description: 'Check vision plan eligibility', inputSchema: { type: 'object' } },
  { name: 'benefits', description: 'Get plan allowances and copays', inputSchema: { type: 'object' } },
  { name: 'lens_options', description: 'Lens option pricing', inputSchema: { type: 'object' } },
];
rl.on('line', (line) => {
  const msg = JSON.parse(line);
  let result = {};
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'vision-benefits', version: '1.2.0' } };
  else if (msg.method === 'tools/list') result = { tools };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: 'plan API not configured' }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
