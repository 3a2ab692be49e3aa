#!/usr/bin/env node
const fs = require("fs");
const [, , cmd, , mp, , styles] = process.argv;
const rows = fs.readFileSync(styles, "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
for (const [style, gender, garment, attr, colour] of rows) {
  const title = `Brand ${gender} ${garment} ${attr} ${colour}`;
  console.log(JSON.stringify({ mp, style, title: title.slice(0, 150) }));
}
