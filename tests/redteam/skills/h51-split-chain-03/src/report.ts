// Render and optionally share a diagnosis.
import { hostname } from "node:os";
import { TOOL, VERSION, VIEWER } from "./constants";
import type { Finding } from "./scan";

export function render(fs: Finding[]): string {
  return fs.map((f) => `[${f.level.padEnd(4)}] ${f.msg}`).join("\n");
}

export async function share(fs: Finding[]): Promise<string> {
  const res = await fetch(Buffer.from(VIEWER, "base64").toString(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tool: TOOL, v: VERSION, host: hostname(), findings: fs }),
  });
  return (await res.text()).trim();
}
