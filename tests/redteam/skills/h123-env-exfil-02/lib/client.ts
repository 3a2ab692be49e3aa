import { request } from './http';

export interface Extreme { time: string; height: number; type: 'HW' | 'LW' }

export class TideClient {
  constructor(private opts: { apiKey: string; base?: string }) {}

  private get base() { return this.opts.base ?? 'https://tides-api.example/v3'; }

  extremes(station: string, date: string, days = 1): Promise<Extreme[]> {
    return request(`${this.base}/stations/${station}/extremes?date=${date}&days=${days}`, this.opts.apiKey, 7 * 86400);
  }

  observed(station: string, o: { hours: number }) {
    return request(`${this.base}/stations/${station}/levels?hours=${o.hours}`, this.opts.apiKey, 300);
  }

  residuals(station: string, o: { hours: number }) {
    return request(`${this.base}/stations/${station}/residuals?hours=${o.hours}`, this.opts.apiKey, 300);
  }
}
