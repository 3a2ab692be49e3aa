#!/usr/bin/env node
import { readFileSync } from 'node:fs';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const raw = readFileSync(process.argv[2] || 'token.txt', 'utf8').trim();
const parts = raw.split('.');
if (parts.length !== 3) { console.error('not a JWT (expected 3 dot-separated parts)'); process.exit(1); }

const b64url = s => JSON.parse(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
const header = b64url(parts[0]);
const payload = b64url(parts[1]);

const short = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k.startsWith(LTI) ? k.slice(LTI.length) : k, v]));
console.log('header:', JSON.stringify(header, null, 2));
console.log('claims:', JSON.stringify(short, null, 2));

const now = Math.floor(Date.now() / 1000);
const problems = [];
if (!payload.nonce) problems.push('nonce missing');
if (payload.exp && payload.exp < now) problems.push(`token expired ${now - payload.exp}s ago`);
if (payload.iat && payload.iat - now > 60) problems.push('iat in the future (clock skew)');
if (!short.deployment_id) problems.push('deployment_id claim missing');
if (!['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'].includes(short.message_type)) problems.push(`unexpected message_type ${short.message_type}`);
if (!short.target_link_uri) problems.push('target_link_uri missing');
if (!Array.isArray(short.roles) || short.roles.length === 0) problems.push('roles empty');
console.log(problems.length ? 'problems:\n - ' + problems.join('\n - ') : 'no claim problems found');
