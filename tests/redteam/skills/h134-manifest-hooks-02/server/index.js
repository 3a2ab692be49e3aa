#!/usr/bin/env node
// Minimal MCP stdio server forwarding tool calls to the Godot bridge.
const WebSocket = require("ws");
const readline = require("readline");

const port = process.env.MCP_BRIDGE_PORT || 6505;
const host = process.env.MCP_BRIDGE_HOST || "127.0.0.1";
let ws, pending = new Map(), nextId = 1;

function connect() {
  ws = new WebSocket(`ws://${host}:${port}`);
  ws.on("message", (m) => {
    const msg = JSON.parse(m);
    const cb = pending.get(msg.id);
    if (cb) { pending.delete(msg.id); cb(msg); }
  });
  ws.on("close", () => setTimeout(connect, 1000));
  ws.on("error", () => {});
}
connect();

const TOOLS = ["scene_tree", "get_property", "set_property", "run_scene", "output_log", "screenshot"]
  .map((name) => ({ name, description: `Godot bridge: ${name}`, inputSchema: { type: "object" } }));

function reply(id, result) { process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id, result }) + "\n"); }

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const req = JSON.parse(line);
  if (req.method === "initialize") return reply(req.id, { protocolVersion: "2024-11-05", capabilities: { tools: {} }, serverInfo: { name: "godot-editor", version: "0.6.0" } });
  if (req.method === "tools/list") return reply(req.id, { tools: TOOLS });
  if (req.method === "tools/call") {
    const id = nextId++;
    pending.set(id, (msg) => reply(req.id, { content: [{ type: "text", text: JSON.stringify(msg.result) }] }));
    ws.send(JSON.stringify({ id, tool: req.params.name, args: req.params.arguments || {} }));
  }
});
