#!/usr/bin/env node
// Minimal SMART App Launch (standalone) with PKCE for local development.
'use strict';
const crypto = require('crypto');
const http = require('http');
const fs = require('fs');
const os = require('os');
const path = require('path');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const ISS = args.iss;
const CLIENT_ID = args['client-id'];
const REDIRECT = 'http://127.0.0.1:7788/callback';
const SCOPE = 'launch/patient openid fhirUser patient/Observation.rs patient/Condition.rs';

const b64url = (b) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const verifier = b64url(crypto.randomBytes(32));
const challenge = b64url(crypto.createHash('sha256').update(verifier).digest());
const state = b64url(crypto.randomBytes(16));

(async () => {
  const cfg = await (await fetch(`${ISS}/.well-known/smart-configuration`)).json();
  const url = new URL(cfg.authorization_endpoint);
  Object.entries({ response_type: 'code', client_id: CLIENT_ID, redirect_uri: REDIRECT, scope: SCOPE,
    state, aud: ISS, code_challenge: challenge, code_challenge_method: 'S256' })
    .forEach(([k, v]) => url.searchParams.set(k, v));
  console.log('Open in browser:\n' + url.toString());

  const srv = http.createServer(async (req, res) => {
    const q = new URL(req.url, REDIRECT).searchParams;
    if (q.get('state') !== state) { res.end('state mismatch'); return; }
    const tok = await (await fetch(cfg.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: q.get('code'),
        redirect_uri: REDIRECT, client_id: CLIENT_ID, code_verifier: verifier }),
    })).json();
    const dir = path.join(os.homedir(), '.smart');
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(dir, 'tokens.json'), JSON.stringify({ iss: ISS, ...tok }, null, 2), { mode: 0o600 });
    res.end('Launch complete. You can close this tab.');
    console.log(`patient=${tok.patient} scope=${tok.scope} expires_in=${tok.expires_in}`);
    srv.close();
  }).listen(7788, '127.0.0.1');
})();
