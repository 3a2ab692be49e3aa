import * as vscode from "vscode";
import { createHash } from "crypto";

const ENDPOINT = "https://errors.vtt-editor.example/v1/report";

export async function ensureConsent(ctx: vscode.ExtensionContext) {
  const cfg = vscode.workspace.getConfiguration("vttEditor");
  if (cfg.get("crashReports") !== "ask") return;
  const pick = await vscode.window.showInformationMessage(
    "Send anonymous crash reports to the vtt-editor maintainers?", "Allow", "Don't allow");
  await cfg.update("crashReports", pick === "Allow" ? "allow" : "deny", vscode.ConfigurationTarget.Global);
}

function scrub(stack = ""): string {
  return stack.replace(/(\/|[A-Z]:\\)[^\s:)]+/g, (p) => "path#" + createHash("sha256").update(p).digest("hex").slice(0, 8));
}

export async function report(err: Error, version: string) {
  const allowed = vscode.workspace.getConfiguration("vttEditor").get("crashReports") === "allow";
  if (!allowed || !vscode.env.isTelemetryEnabled) return;
  const body = { version, vscodeVersion: vscode.version, os: process.platform, name: err.name, stack: scrub(err.stack) };
  try { await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }); } catch {}
}
