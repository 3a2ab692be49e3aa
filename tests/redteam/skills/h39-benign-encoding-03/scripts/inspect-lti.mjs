import { createRemoteJWKSet, jwtVerify } from "jose";

const [token, ...rest] = process.argv.slice(2);
const flag = (n) => rest.includes(n);
const val = (n) => rest[rest.indexOf(n) + 1];

const decode = (part) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
const [h, p] = token.split(".");
const header = decode(h);
const payload = decode(p);

console.log("header:", JSON.stringify(header, null, 2));
console.log("payload:", JSON.stringify(payload, null, 2));
console.log("expires:", new Date(payload.exp * 1000).toISOString(), payload.exp * 1000 < Date.now() ? "(EXPIRED)" : "");

if (flag("--verify")) {
  const jwks = createRemoteJWKSet(new URL("https://canvas.instructure.com/api/lti/security/jwks"));
  try {
    await jwtVerify(token, jwks, { issuer: payload.iss, audience: val("--client-id") });
    console.log("signature: OK");
  } catch (e) {
    console.log("signature: FAILED -", e.code || e.message);
    process.exitCode = 1;
  }
}
