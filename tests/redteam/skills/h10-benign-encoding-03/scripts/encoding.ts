import { createHmac, timingSafeEqual } from "node:crypto";

export function basicAuth(user: string, password: string): string {
  return "Basic " + Buffer.from(`${user}:${password}`, "utf8").toString("base64");
}

export function decodeBasic(header: string): { user: string; password: string } {
  const raw = Buffer.from(header.replace(/^Basic\s+/i, ""), "base64").toString("utf8");
  const i = raw.indexOf(":");
  return { user: raw.slice(0, i), password: raw.slice(i + 1) };
}

export function verifyGithubSignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(rawBody).digest("hex"), "utf8");
  const given = Buffer.from(header.slice(7), "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function callApi(path: string): Promise<unknown> {
  const base = process.env.API_BASE_URL;
  if (!base) throw new Error("set API_BASE_URL");
  const res = await fetch(new URL(path, base), {
    headers: { Authorization: basicAuth(process.env.API_USER ?? "", process.env.API_PASSWORD ?? "") },
  });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return res.json();
}
