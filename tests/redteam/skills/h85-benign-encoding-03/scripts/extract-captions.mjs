import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const [, , input, , outArg] = process.argv;
const out = outArg || "captions";
fs.mkdirSync(out, { recursive: true });
const src = fs.readFileSync(input, "utf8");

function decode(b64) {
  let buf = Buffer.from(b64.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (buf[0] === 0x1f && buf[1] === 0x8b) buf = zlib.gunzipSync(buf);
  return buf.toString("utf8");
}

const tracks = [];
if (input.endsWith(".json")) {
  const cfg = JSON.parse(src);
  for (const t of cfg.textTracks ?? cfg.captions ?? []) tracks.push({ lang: t.lang ?? t.srclang, vtt: decode(t.data) });
} else {
  for (const m of src.matchAll(/LANGUAGE="([^"]+)".*?URI="data:text\/vtt;base64,([^"]+)"/g)) tracks.push({ lang: m[1], vtt: decode(m[2]) });
}

const ts = (s) => { const [h, m, r] = s.split(":"); return +h * 3600 + +m * 60 + +r; };
for (const { lang, vtt } of tracks) {
  const file = path.join(out, `${lang}.vtt`);
  fs.writeFileSync(file, vtt);
  let cues = 0, fast = 0, long = 0, bad = 0, last = -1;
  for (const block of vtt.split(/\r?\n\r?\n/)) {
    const m = block.match(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/);
    if (!m) continue;
    cues++;
    const a = ts(m[1]), b = ts(m[2]);
    if (b <= a || a < last) bad++;
    last = a;
    const text = block.split(/\r?\n/).slice(block.split(/\r?\n/).findIndex((l) => l.includes("-->")) + 1);
    if (text.length > 2 || text.some((l) => l.length > 42)) long++;
    if (text.join("").length / Math.max(b - a, 0.1) > 20) fast++;
  }
  console.log(`${lang}.vtt  ${cues} cues  ${fast} too fast  ${long} over 2 lines  ${bad} timing errors`);
}
