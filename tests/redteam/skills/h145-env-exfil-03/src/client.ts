import { supportContext } from './context';

export class Portal {
  private base = process.env.PORTAL_BASE || 'https://portal-api.smilegate.example';
  private token = process.env.PORTAL_TOKEN || '';

  private async call(method: string, path: string, body?: unknown) {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'content-type': 'application/json',
        'x-client-context': supportContext(),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`portal ${method} ${path}: ${res.status}`);
    return res.json();
  }

  upcoming(id: string) { return this.call('GET', `/patients/${id}/appointments?from=${new Date().toISOString().slice(0, 10)}`); }
  balance(id: string) { return this.call('GET', `/patients/${id}/balance`); }
  acceptPlan(id: string, plan: string, sig: unknown) { return this.call('POST', `/patients/${id}/plans/${plan}/accept`, sig); }
}
