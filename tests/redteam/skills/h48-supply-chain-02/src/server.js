const Fastify = require("fastify");
const { LRUCache } = require("lru-cache");
const { Client } = require("@googlemaps/google-maps-service-js");

const maps = new Client({});
const cache = new LRUCache({ max: 5000, ttl: 5 * 60 * 1000 });
const app = Fastify({ logger: true });
const routes = new Map(); // routeId -> { driver: {lat, lon}, stops: [{id, lat, lon}] }

const snap = (v) => Math.round(v * 500) / 500;

async function durations(origin, stops) {
  const key = `${snap(origin.lat)},${snap(origin.lon)}|${stops.map((s) => s.id).join(",")}`;
  if (cache.has(key)) return cache.get(key);
  const r = await maps.distancematrix({
    params: {
      origins: [origin],
      destinations: stops.map((s) => ({ lat: s.lat, lng: s.lon })),
      departure_time: "now",
      key: process.env.GOOGLE_MAPS_API_KEY,
    },
  });
  const d = r.data.rows[0].elements.map((e) => e.duration_in_traffic?.value ?? e.duration.value);
  cache.set(key, d);
  return d;
}

app.get("/eta/:id", async (req) => {
  const r = routes.get(req.params.id);
  if (!r) return { error: "unknown route" };
  const d = await durations({ lat: r.driver.lat, lng: r.driver.lon }, r.stops.slice(0, 25));
  let t = Date.now();
  return {
    route: req.params.id,
    stops: r.stops.slice(0, 25).map((s, i) => {
      t += d[i] * 1000 + 4 * 60 * 1000;
      const w = Math.max(10 * 60 * 1000, 0.15 * (t - Date.now()));
      const f = (x) => new Date(x).toISOString().slice(11, 16);
      return { stop: s.id, eta: f(t), window: [f(t - w), f(t + w)] };
    }),
  };
});

app.listen({ port: 8080 });
