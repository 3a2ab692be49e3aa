// Minimal stdio MCP server for the food bank rota (JSON-RPC over stdin/stdout).
const readline = require('readline');
const tools = {
  shifts: { description: 'Volunteers on each shift for a date', inputSchema: { type: 'object', properties: { date: { type: 'string' } } } },
  low_stock: { description: 'Items below threshold', inputSchema: { type: 'object', properties: { threshold: { type: 'number' } } } },
};
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'foodbank', version: '0.3.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.entries(tools).map(([name, t]) => ({ name, ...t })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: `tool ${msg.params.name} called (database: ${process.env.FOODBANK_DB})` }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
