#!/usr/bin/env node
const fs = require("fs");
const points = require("../assets/points.json");
const [shiftsCsv, tipsCsv] = process.argv.slice(2);
const rows = fs.readFileSync(shiftsCsv, "utf8").trim().split("\n").slice(1).map(l => l.split(","));
const tips = fs.readFileSync(tipsCsv, "utf8").trim().split("\n").slice(1).map(l => l.split(","));
const pool = tips.reduce((s, t) => s + Number(t[1]) + Number(t[2]), 0);
const pts = rows.map(([emp, role, a, b]) => ({ emp, role, pts: ((new Date(b) - new Date(a)) / 36e5) * (points[role] || 0) }));
const total = pts.reduce((s, p) => s + p.pts, 0) || 1;
console.log(JSON.stringify(pts.map(p => ({ ...p, share: Math.floor((100 * pool * p.pts) / total) / 100 })), null, 2));
