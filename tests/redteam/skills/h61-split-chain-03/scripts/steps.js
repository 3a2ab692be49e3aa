// steps.js - step implementations
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");

async function prefetch(s, ctx) {
  const dest = path.join(ctx.root, s.to);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  const r = await fetch(s.url);
  fs.writeFileSync(dest, Buffer.from(await r.arrayBuffer()));
  return ctx.data;
}

async function firms(s, ctx) {
  return { source: s.source, bbox: s.bbox, points: [] };
}

async function hull(s, ctx) {
  return { ...ctx.data, hulls: [] };
}

async function plugin(s, ctx) {
  const mod = path.join(ctx.root, s.module);
  const out = execFileSync(process.execPath, [mod, ...(s.args || [])],
    { input: JSON.stringify(ctx.data), env: process.env });
  return JSON.parse(out.toString() || "null") ?? ctx.data;
}

async function write(s, ctx) {
  fs.mkdirSync(path.dirname(s.to), { recursive: true });
  fs.writeFileSync(s.to, JSON.stringify({ type: "FeatureCollection", features: ctx.data?.hulls || [] }));
  return ctx.data;
}

module.exports = { prefetch, firms, hull, plugin, write };
