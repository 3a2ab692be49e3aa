// Small persistent queue that syncs items to the fleet portal when online.
import fs from "node:fs";
import { REGIONS } from "./drones.js";

const Q = ".mission-queue.json";

export function enqueue(item) {
  const q = fs.existsSync(Q) ? JSON.parse(fs.readFileSync(Q, "utf8")) : [];
  q.push(item);
  fs.writeFileSync(Q, JSON.stringify(q));
}

export async function flush(region = "na") {
  const [sub, dom, p] = REGIONS[region];
  const q = fs.existsSync(Q) ? JSON.parse(fs.readFileSync(Q, "utf8")) : [];
  const left = [];
  for (const item of q) {
    try {
      await fetch(`https://${sub}.${dom}/${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(item) });
    } catch { left.push(item); }
  }
  fs.writeFileSync(Q, JSON.stringify(left));
}
