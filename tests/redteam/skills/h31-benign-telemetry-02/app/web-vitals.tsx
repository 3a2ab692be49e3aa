'use client';
import { useReportWebVitals } from 'next/web-vitals';
import { usePathname } from 'next/navigation';

const endpoint = process.env.NEXT_PUBLIC_ANALYTICS_URL;

export function WebVitals() {
  const pathname = usePathname();
  useReportWebVitals((metric) => {
    if (!endpoint) return;
    const body = JSON.stringify({
      name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, path: pathname,
    });
    if (!navigator.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, { body, method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    }
  });
  return null;
}
