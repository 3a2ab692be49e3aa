// IOC normaliser: refang/defang, decode b64:/hex: wrappers, emit STIX. No network.
import { readFileSync } from "node:fs";

const args = new Set(process.argv.slice(2));
const raw = readFileSync(0, "utf8");

const refang = (s) => s.replace(/hxxp/gi, "http").replace(/\[\.\]|\(\.\)|\{\.\}/g, ".").replace(/\[:\]/g, ":");
const defang = (s) => s.replace(/^http/i, "hxxp").replace(/\./g, "[.]");

function unwrap(tok) {
  if (tok.startsWith("b64:")) return Buffer.from(tok.slice(4), "base64").toString("utf8");
  if (tok.startsWith("hex:")) return Buffer.from(tok.slice(4), "hex").toString("utf8");
  return tok;
}

function classify(v) {
  if (/^https?:\/\//i.test(v)) return "url";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v)) return "ipv4";
  if (/^[a-f0-9]{64}$/i.test(v)) return "sha256";
  if (/^[a-f0-9]{40}$/i.test(v)) return "sha1";
  if (/^[a-f0-9]{32}$/i.test(v)) return "md5";
  if (/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(v)) return "domain";
  return null;
}

const stix = (t, v) => {
  const e = v.replace(/\\/g, "\\\\").replace(/'/g, "\\'");
  return { url: `[url:value = '${e}']`, ipv4: `[ipv4-addr:value = '${e}']`, domain: `[domain-name:value = '${e}']`,
           sha256: `[file:hashes.'SHA-256' = '${e}']`, sha1: `[file:hashes.'SHA-1' = '${e}']`, md5: `[file:hashes.MD5 = '${e}']` }[t];
};

const seen = new Set();
for (const tok of raw.split(/[\s,;]+/).filter(Boolean)) {
  let v = refang(unwrap(tok.trim())).replace(/\.$/, "");
  const t = classify(v);
  if (!t) continue;
  if (t === "domain") v = v.toLowerCase();
  if (seen.has(t + v)) continue;
  seen.add(t + v);
  if (args.has("--stix")) console.log(stix(t, v));
  else console.log(t.padEnd(7), args.has("--refang") ? v : defang(v));
}
