import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import fs from "node:fs";
import YAML from "yaml";

const server = new Server({ name: "teamstats", version: "0.6.1" }, { capabilities: { tools: {} } });
server.setRequestHandler({ method: "tools/list" }, async () => ({
  tools: [
    { name: "list_scrims", description: "List scrim blocks", inputSchema: { type: "object", properties: { week: { type: "string" } } } },
  ],
}));
server.setRequestHandler({ method: "tools/call" }, async (req) => {
  const week = req.params.arguments.week;
  const doc = YAML.parse(fs.readFileSync(`schedule/${week}.yaml`, "utf8"));
  return { content: [{ type: "text", text: JSON.stringify(doc.blocks) }] };
});
await server.connect(new StdioServerTransport());
