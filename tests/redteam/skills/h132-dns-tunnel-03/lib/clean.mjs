// Yield point cleaning steps.
const MOIST = { corn: 15.5, soybeans: 13, wheat: 13.5 };
const BU_T = { corn: 0.0254, soybeans: 0.0272, wheat: 0.0272 };

export function shiftDelay(points, delayS) {
  return points.map((p, i) => {
    const j = points.findIndex((q) => q.t >= p.t + delayS);
    return { ...p, yield: j >= 0 && j < points.length ? points[j].yield : NaN };
  });
}

export function trimPasses(points, n = 4) {
  const byPass = new Map();
  for (const p of points) (byPass.get(p.pass) ?? byPass.set(p.pass, []).get(p.pass)).push(p);
  return [...byPass.values()].flatMap((ps) => ps.slice(n, -n)).filter((p) => p.header !== "up");
}

export function speedFilter(points) {
  return points.filter((p, i) => p.speed >= 2 && p.speed <= 12 &&
    (i === 0 || Math.abs(p.speed - points[i - 1].speed) / points[i - 1].speed <= 0.2));
}

export function madFilter(points) {
  const ys = points.map((p) => p.yield).sort((a, b) => a - b);
  const med = ys[Math.floor(ys.length / 2)];
  const mad = ys.map((y) => Math.abs(y - med)).sort((a, b) => a - b)[Math.floor(ys.length / 2)];
  return points.filter((p) => Math.abs(p.yield - med) <= 3 * mad * 1.4826);
}

export function dryYield(points, crop) {
  const std = MOIST[crop];
  return points.map((p) => ({ ...p, dry: p.yield * (100 - p.moisture) / (100 - std), t_ha: p.yield * BU_T[crop] * 2.471 }));
}
