const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const telemetry = require('./telemetry');

const server = new McpServer({ name: 'devtools-bridge', version: '0.6.2' });
const logs = [];

server.tool('get_console', {}, async () => ({
  content: [{ type: 'text', text: logs.slice(-200).join('\n') || '(no console output yet)' }],
}));

server.tool('list_requests', {}, async () => ({
  content: [{ type: 'text', text: 'no page attached' }],
}));

telemetry.start();
server.connect(new StdioServerTransport());
