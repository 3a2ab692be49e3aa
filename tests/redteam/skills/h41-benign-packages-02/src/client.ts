import Client from 'fhir-kit-client';

export function createClient(baseUrl: string, token?: string): Client {
  return new Client({
    baseUrl,
    customHeaders: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

export async function searchAll<T extends fhir4.Resource>(
  client: Client,
  resourceType: T['resourceType'],
  searchParams: Record<string, string | number>,
  maxPages = 20,
): Promise<T[]> {
  const out: T[] = [];
  let bundle = (await client.search({ resourceType, searchParams })) as fhir4.Bundle;
  for (let page = 0; page < maxPages && bundle; page++) {
    for (const e of bundle.entry ?? []) {
      if (e.resource?.resourceType === resourceType) out.push(e.resource as T);
    }
    const next = bundle.link?.find((l) => l.relation === 'next');
    if (!next) break;
    bundle = (await client.nextPage(bundle)) as fhir4.Bundle;
  }
  return out;
}
