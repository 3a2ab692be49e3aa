export const FEEDS = [
  { name: "School", url: "/feeds/school.ics", colour: "#3b82f6" },
  { name: "Bins", url: "/feeds/bins.ics", colour: "#16a34a" },
  { name: "Bills", url: "/feeds/bills.ics", colour: "#dc2626" },
];
