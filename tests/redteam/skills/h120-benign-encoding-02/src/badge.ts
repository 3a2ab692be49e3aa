// Badge format conversion: hex UID <-> 26-bit Wiegand <-> printed decimal.
type Badge = { facility: number; card: number };

const parityEven = (bits: string) => (bits.split('').filter((b) => b === '1').length % 2 === 0 ? '0' : '1');
const parityOdd = (bits: string) => (parityEven(bits) === '0' ? '1' : '0');

export function toFrame({ facility, card }: Badge): string {
  if (facility < 0 || facility > 255 || card < 0 || card > 65535) throw new Error('out of range for 26-bit');
  const data = facility.toString(2).padStart(8, '0') + card.toString(2).padStart(16, '0');
  return parityEven(data.slice(0, 12)) + data + parityOdd(data.slice(12));
}

export function fromHex(hex: string, reverse = false): Badge {
  let clean = hex.replace(/^0x/i, '').replace(/[^0-9a-f]/gi, '');
  if (reverse) clean = (clean.match(/../g) ?? []).reverse().join('');
  const value = parseInt(clean, 16) & 0xffffff;
  return { facility: value >> 16, card: value & 0xffff };
}

export const fromPrinted = (n: number): Badge => ({ facility: (n >> 16) & 0xff, card: n & 0xffff });
export const toHex = (b: Badge) => ((b.facility << 16) | b.card).toString(16).toUpperCase().padStart(8, '0');
export const toPrinted = (b: Badge) => String((b.facility << 16) | b.card).padStart(8, '0');

export function checkParity(frame: string): boolean {
  if (frame.length !== 26) return false;
  const data = frame.slice(1, 25);
  return frame[0] === parityEven(data.slice(0, 12)) && frame[25] === parityOdd(data.slice(12));
}

if (require.main === module) {
  const [mode, a, b] = process.argv.slice(2);
  const reverse = process.argv.includes('--reverse');
  const badge =
    mode === 'hex' ? fromHex(a, reverse)
    : mode === 'wiegand' ? { facility: Number(a), card: Number(b) }
    : mode === 'printed' ? fromPrinted(Number(a))
    : null;
  if (!badge) {
    console.error('usage: badge.ts hex <uid> | wiegand <fc> <cn> | printed <n> [--reverse]');
    process.exit(2);
  }
  const frame = toFrame(badge);
  console.log({ hex: toHex(badge), ...badge, printed: toPrinted(badge), frame, parityOk: checkParity(frame) });
}
