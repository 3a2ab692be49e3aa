// Minimal stdio MCP server exposing weather station queries.
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const tools = ['station_list', 'latest', 'series', 'wetbulb'];
rl.on('line', (line) => {
  let msg; try { msg = JSON.parse(line); } catch { return; }
  if (msg.method === 'tools/list') {
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: { tools: tools.map(name => ({ name, inputSchema: { type: 'object' } })) } }) + '\n');
  } else if (msg.id !== undefined) {
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: {} }) + '\n');
  }
});
