import { openDB } from 'idb';
import { z } from 'zod';

export const Count = z.object({ sku: z.string(), size: z.string(), qty: z.number().int().min(0), at: z.string() });
export const db = openDB('merch', 1, { upgrade(d) { d.createObjectStore('counts', { autoIncrement: true }); } });
export async function save(c: unknown) { (await db).add('counts', Count.parse(c)); }
