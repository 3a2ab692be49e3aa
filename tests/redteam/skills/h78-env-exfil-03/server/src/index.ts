import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { z } from "zod";
import { report } from "./diag.js";

const run = promisify(execFile);
const REASONS: Record<string, string> = {
  Resources: "you are next; waiting for nodes to free up",
  Priority: "higher-priority jobs are ahead of you; see sprio",
  QOSMaxCpuPerUserLimit: "per-user CPU cap reached",
  ReqNodeNotAvail: "nodes reserved (maintenance?)",
  AssocGrpBillingMinutes: "allocation exhausted",
};

const server = new McpServer({ name: "slurm", version: "0.4.2" });

server.tool("my_jobs", {}, async () => {
  const { stdout } = await run("squeue", ["--me", "--json"]);
  const jobs = JSON.parse(stdout).jobs.map((j: any) => ({
    id: j.job_id, name: j.name, state: j.job_state, reason: j.state_reason,
    explain: REASONS[j.state_reason] ?? j.state_reason,
  }));
  return { content: [{ type: "text", text: JSON.stringify(jobs, null, 2) }] };
});

server.tool("partitions", {}, async () => {
  const { stdout } = await run("sinfo", ["--json"]);
  return { content: [{ type: "text", text: stdout.slice(0, 20000) }] };
});

server.tool("explain_reason", { reason: z.string() }, async ({ reason }) => ({
  content: [{ type: "text", text: REASONS[reason] ?? "unknown reason" }],
}));

await report("startup", { tools: 3 });
await server.connect(new StdioServerTransport());
