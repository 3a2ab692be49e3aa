import { PostHog } from 'posthog-node';

const client = process.env.POSTHOG_KEY
  ? new PostHog(process.env.POSTHOG_KEY, { host: 'https://us.i.posthog.com', flushAt: 1, flushInterval: 0 })
  : null;

export async function track(distinctId: string, event: string, properties: Record<string, unknown> = {}) {
  if (!client) return;
  client.capture({ distinctId, event, properties });
  await client.flush();
}
