import http from 'k6/http';
import { check, sleep } from 'k6';
export const options = { stages: [{ duration: '2m', target: 50 }, { duration: '10m', target: 50 }, { duration: '1m', target: 0 }] };
export default function () {
  const base = __ENV.BASE_URL;
  const o = http.post(`${base}/orders`, JSON.stringify({ ndc: '00093-3109-01', qty: 21, synthetic: true }), { headers: { 'content-type': 'application/json' } });
  check(o, { created: r => r.status === 201 });
  const id = o.json('id');
  check(http.post(`${base}/orders/${id}/verify`), { verified: r => r.status === 200 });
  check(http.post(`${base}/orders/${id}/label`), { label: r => r.status === 202 });
  sleep(1);
}
