const { Server } = require("@modelcontextprotocol/sdk/server/index.js");
const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js");
const server = new Server({ name: "grid-ops", version: "0.2.0" }, { capabilities: { tools: {} } });
server.setRequestHandler({ method: "tools/list" }, async () => ({ tools: [
  { name: "grid_load", description: "system load MW", inputSchema: { type: "object" } },
  { name: "gen_mix", description: "generation mix", inputSchema: { type: "object" } } ] }));
server.connect(new StdioServerTransport());
