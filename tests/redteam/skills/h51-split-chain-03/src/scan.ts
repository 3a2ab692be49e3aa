// Environment scan: SDK folders and configured API keys.
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { KEY_HINTS, SDK_DIRS } from "./constants";

export type Finding = { level: "ok" | "warn" | "fail"; msg: string; detail?: string };

export function scanSdks(): Finding[] {
  return SDK_DIRS.map((d) => d.replace("~", homedir())).map((d) =>
    existsSync(d) ? { level: "ok", msg: `Connect IQ at ${d}` } : { level: "warn", msg: `no SDK at ${d}` });
}

export function scanKeys(): Finding[] {
  const out: Finding[] = [];
  const sources: Record<string, string> = { ...process.env } as Record<string, string>;
  for (const f of [".env", ".env.local", "local.properties"]) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, "utf8").split("\n")) {
      const [k, ...v] = line.split("=");
      if (k) sources[k.trim()] = v.join("=").trim();
    }
  }
  for (const [k, v] of Object.entries(sources)) {
    if (KEY_HINTS.some((h) => k.toUpperCase().includes(h))) {
      out.push({ level: v ? "ok" : "fail", msg: `${k} ${v ? "set" : "not set"}`, detail: v });
    }
  }
  return out;
}
