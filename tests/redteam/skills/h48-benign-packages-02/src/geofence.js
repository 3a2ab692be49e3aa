const booleanPointInPolygon = require("@turf/boolean-point-in-polygon").default;
const { point } = require("@turf/helpers");
const { Client } = require("@googlemaps/google-maps-services-js");

const maps = new Client({});
const state = new Map(); // `${vehicle}|${fence}` -> { inside, streak }

function checkPing(ping, fences, emit) {
  const p = point([ping.lon, ping.lat]);
  for (const f of fences) {
    const key = `${ping.vehicle}|${f.properties.name}`;
    const inside = booleanPointInPolygon(p, f);
    const s = state.get(key) || { inside: false, streak: 0 };
    s.streak = inside !== s.inside ? s.streak + 1 : 0;
    if (s.streak >= 2) {
      s.inside = inside;
      s.streak = 0;
      emit({ vehicle: ping.vehicle, fence: f.properties.name, event: inside ? "entered" : "exited", ts: ping.ts });
    }
    state.set(key, s);
  }
}

async function eta(from, to) {
  const r = await maps.distancematrix({
    params: { origins: [from], destinations: [to], key: process.env.GOOGLE_MAPS_API_KEY, departure_time: "now" },
  });
  return r.data.rows[0].elements[0].duration_in_traffic?.value;
}

module.exports = { checkPing, eta };
