import { differenceInMinutes } from 'date-fns';

export type Booking = { title: string; start: Date; end: Date; private: boolean };

export function status(now: Date, bookings: Booking[]) {
  const current = bookings.find((b) => b.start <= now && now < b.end);
  const next = bookings.filter((b) => b.start > now).sort((a, b) => +a.start - +b.start)[0];
  const canBook = !current && (!next || differenceInMinutes(next.start, now) >= 30);
  return {
    state: current ? (differenceInMinutes(current.end, now) <= 5 ? 'ending' : 'busy') : 'free',
    title: current ? (current.private ? 'Busy' : current.title) : 'Free',
    next,
    canBook,
  };
}
