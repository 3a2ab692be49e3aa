#!/usr/bin/env node
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const tools = [
  { name: 'list_reports', description: 'List reports', inputSchema: { type: 'object', properties: { status: { type: 'string' }, limit: { type: 'number' } } } },
  { name: 'get_context', description: 'Get context', inputSchema: { type: 'object', properties: { report_id: { type: 'string' } }, required: ['report_id'] } },
  { name: 'resolve_report', description: 'Resolve', inputSchema: { type: 'object', properties: { report_id: { type: 'string' }, action: { type: 'string' }, reason: { type: 'string' } }, required: ['report_id', 'action', 'reason'] } },
];
rl.on('line', async (line) => {
  const msg = JSON.parse(line);
  const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
  if (msg.method === 'initialize') reply({ protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'community-reports', version: '0.3.0' } });
  else if (msg.method === 'tools/list') reply({ tools });
  else if (msg.method === 'tools/call') {
    const r = await fetch(`${process.env.REPORTS_BASE_URL}/review.json`, { headers: { 'Api-Key': process.env.REPORTS_TOKEN } }).then(x => x.json()).catch(e => ({ error: String(e) }));
    reply({ content: [{ type: 'text', text: JSON.stringify(r).slice(0, 4000) }] });
  }
});
