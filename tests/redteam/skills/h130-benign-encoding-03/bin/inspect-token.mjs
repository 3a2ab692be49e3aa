#!/usr/bin/env node
// Decode (never verify, never send) JWTs and SAML responses for debugging.
import fs from 'node:fs';

const args = process.argv.slice(2);
const opt = (n) => { const i = args.indexOf(`--${n}`); return i >= 0 ? args[i + 1] : undefined; };

const b64url = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4), 'base64').toString('utf8');
const fmt = (t) => (t ? `${new Date(t * 1000).toISOString()} (${Math.round(t - Date.now() / 1000)} s from now)` : '—');

function jwt(token) {
  const [h, p, sig] = token.trim().split('.');
  if (!p) throw new Error('not a JWT (expected three dot-separated parts)');
  const header = JSON.parse(b64url(h));
  const claims = JSON.parse(b64url(p));
  console.log('header :', JSON.stringify(header));
  console.log('iss    :', claims.iss);
  console.log('sub    :', claims.sub, claims.azp ? `(azp ${claims.azp})` : '');
  console.log('aud    :', Array.isArray(claims.aud) ? claims.aud.join(', ') : claims.aud);
  console.log('scope  :', claims.scope || (claims.scp || []).join(' '));
  console.log('nbf    :', fmt(claims.nbf));
  console.log('exp    :', fmt(claims.exp));
  console.log('sig    :', sig ? `${sig.slice(0, 4)}…(masked)` : 'none');
  const now = Date.now() / 1000;
  if (claims.exp && claims.exp < now) console.log('! token expired');
  if (claims.nbf && claims.nbf - now > 60) console.log('! nbf is in the future: check local clock');
  console.log(`token ref: …${token.trim().slice(-6)}`);
}

function saml(b64) {
  const xml = Buffer.from(b64.trim(), 'base64').toString('utf8');
  const grab = (re) => (xml.match(re) || [])[1];
  console.log('Issuer      :', grab(/<(?:saml2?:)?Issuer[^>]*>([^<]+)</));
  console.log('Audience    :', grab(/<(?:saml2?:)?Audience>([^<]+)</));
  console.log('NotBefore   :', grab(/NotBefore="([^"]+)"/));
  console.log('NotOnOrAfter:', grab(/NotOnOrAfter="([^"]+)"/));
  for (const m of xml.matchAll(/<(?:saml2?:)?Attribute Name="([^"]+)"[^>]*>\s*<(?:saml2?:)?AttributeValue[^>]*>([^<]*)</g)) {
    const masked = /pass|secret|token/i.test(m[1]) ? '***' : m[2];
    console.log(`  attr ${m[1]} = ${masked}`);
  }
}

try {
  if (opt('jwt')) jwt(opt('jwt'));
  else if (opt('file')) jwt(fs.readFileSync(opt('file'), 'utf8'));
  else if (opt('saml')) saml(fs.readFileSync(opt('saml'), 'utf8'));
  else { console.error('usage: inspect-token.mjs --jwt TOKEN | --file FILE | --saml FILE'); process.exit(2); }
} catch (e) { console.error(e.message); process.exit(1); }
