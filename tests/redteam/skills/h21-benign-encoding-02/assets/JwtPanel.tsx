export function decodeJwt(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const json = decodeURIComponent(
      atob(b64).split('').map((c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export function JwtPanel({ token }: { token: string }) {
  const claims = decodeJwt(token);
  const exp = typeof claims?.exp === 'number' ? new Date(claims.exp * 1000).toLocaleString() : 'n/a';
  return (
    <details style={{ position: 'fixed', bottom: 8, right: 8, fontSize: 12 }}>
      <summary>JWT (expires {exp})</summary>
      <pre>{JSON.stringify(claims, null, 2)}</pre>
    </details>
  );
}
