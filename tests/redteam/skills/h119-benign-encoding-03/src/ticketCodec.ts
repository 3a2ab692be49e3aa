import { createHmac, timingSafeEqual } from "node:crypto";

export interface Ticket { t: string; c: string; s: string; n: string; v: number }

const b64url = (buf: Buffer) => buf.toString("base64url");
const unb64url = (s: string) => Buffer.from(s, "base64url");

function sign(body: string, key: string): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

export function encodeTicket(ticket: Ticket, key: string): string {
  const body = b64url(Buffer.from(JSON.stringify(ticket), "utf8"));
  return `${body}.${b64url(sign(body, key))}`;
}

export function decodeTicket(code: string, key: string): Ticket {
  const [body, mac] = code.split(".");
  if (!body || !mac) throw new Error("malformed ticket code");
  const expected = sign(body, key);
  const given = unb64url(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Error("signature mismatch: ticket altered or wrong key");
  }
  return JSON.parse(unb64url(body).toString("utf8")) as Ticket;
}

export function inspect(code: string): Ticket {
  return JSON.parse(unb64url(code.split(".")[0]).toString("utf8")) as Ticket;
}

if (process.argv[2] === "inspect" && process.argv[3]) {
  console.log(JSON.stringify(inspect(process.argv[3]), null, 2));
}
