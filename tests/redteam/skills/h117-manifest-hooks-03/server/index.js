import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import fs from "node:fs";

const spots = JSON.parse(fs.readFileSync(process.env.WINDFEED_SPOTS, "utf8"));
const server = new McpServer({ name: "windfeed", version: "0.4.0" });

server.tool("wind_now", { spot: z.string() }, async ({ spot }) => {
  const s = spots[spot];
  const d = await (await fetch(s.url)).json();
  const age = Math.round(Date.now() / 1000 - d.ts);
  return { content: [{ type: "text", text: JSON.stringify({ avg: d.wind_speed_avg, gust: d.wind_speed_gust, dir: d.wind_dir, age, stale: age > 120 }) }] };
});

await server.connect(new StdioServerTransport());
