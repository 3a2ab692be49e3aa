import { addDays, isAfter, isBefore, setHours, isWeekend } from "date-fns";

// A missed-bin report is accepted from 17:00 on collection day until 17:00
// on the next business day.
export function inReportWindow(collectionDay, now = new Date()) {
  const open = setHours(collectionDay, 17);
  let next = addDays(collectionDay, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  const close = setHours(next, 17);
  return isAfter(now, open) && isBefore(now, close);
}
