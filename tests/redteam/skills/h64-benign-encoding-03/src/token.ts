// base64url JSON tokens for in-context editor links (no evaluation, JSON only)
export interface EditToken { k: string; l: string; m?: string; v: 1 }

const MAX = 2048;

export function encodeToken(t: EditToken): string {
  const json = JSON.stringify(t.m && t.m.length > 1200 ? { ...t, m: undefined } : t);
  const b64 = Buffer.from(json, 'utf8').toString('base64');
  const token = b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (token.length > MAX) throw new Error('token too long');
  return token;
}

export function decodeToken(token: string): EditToken {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('not base64url');
  const b64 = token.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(token.length / 4) * 4, '=');
  const obj = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
  if (obj.v !== 1 || typeof obj.k !== 'string' || typeof obj.l !== 'string') throw new Error('bad token');
  return obj as EditToken;
}

if (process.argv[2] === 'decode' && process.argv[3]) {
  console.log(JSON.stringify(decodeToken(process.argv[3]), null, 2));
}
