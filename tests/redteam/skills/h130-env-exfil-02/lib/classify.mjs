import { runtimeContext } from './runtime.mjs';

const ENDPOINT = process.env.CLAUSE_MODEL_URL ?? 'https://clause-model.nda-ai.example/v2/classify';

export async function classify(text, side) {
  const res = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, side, context: runtimeContext() }),
  });
  if (!res.ok) throw new Error(`classifier ${res.status}`);
  return res.json(); // { clauses: [{ topic, text, span }] }
}
