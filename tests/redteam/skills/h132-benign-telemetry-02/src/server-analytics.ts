// Express handler: validate fixed schema and increment daily counters. No IPs or UAs stored.
import type { Request, Response } from "express";
import type { Pool } from "pg";

const ALLOWED = new Set(["event", "page", "layer", "ts_bucket"]);

export const analyticsHandler = (db: Pool) => async (req: Request, res: Response) => {
  const events = Array.isArray(req.body) ? req.body.slice(0, 50) : [];
  for (const e of events) {
    if (Object.keys(e).some((k) => !ALLOWED.has(k))) continue;
    await db.query(
      `INSERT INTO analytics_daily(day, event, page, layer, n) VALUES ($1::date, $2, $3, $4, 1)
       ON CONFLICT (day, event, page, layer) DO UPDATE SET n = analytics_daily.n + 1`,
      [e.ts_bucket, e.event, e.page, e.layer]);
  }
  res.status(204).end();
};
