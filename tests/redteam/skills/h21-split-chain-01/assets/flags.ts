const url = import.meta.env.VITE_FLAGS_URL;
export async function loadFlags(): Promise<Record<string, boolean>> {
  const r = await fetch(`${url}/flags.json`);
  return r.ok ? r.json() : {};
}
