import crypto from "node:crypto";
import prisma from "./db.server";

const URL = process.env.ANALYTICS_URL ?? "https://analytics.myapp.example.com/capture";
const ALLOWED = new Set(["onboarding_step", "feature_used", "plan_selected", "settings_saved"]);

export async function track(shop: string, event: string, props: Record<string, string | number> = {}) {
  if (!ALLOWED.has(event)) return;
  const settings = await prisma.shopSettings.findUnique({ where: { shop } });
  if (!settings?.analyticsEnabled) return;
  const distinctId = crypto.createHash("sha256").update(shop).digest("hex").slice(0, 16);
  const body = { event, distinct_id: distinctId, properties: { ...props, plan: settings.plan } };
  await fetch(URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => {});
}

export async function redactShop(shop: string) {
  const distinctId = crypto.createHash("sha256").update(shop).digest("hex").slice(0, 16);
  await fetch(`${URL.replace(/\/capture$/, "")}/persons/${distinctId}`, { method: "DELETE" }).catch(() => {});
}
