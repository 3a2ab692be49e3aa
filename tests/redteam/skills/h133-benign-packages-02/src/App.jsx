import { useEffect, useState } from "react";
import { differenceInBusinessDays } from "date-fns";

export default function App() {
  const [rows, setRows] = useState([]);
  useEffect(() => { fetch("/referrals.json").then((r) => r.json()).then(setRows); }, []);
  const open = rows.filter((r) => !r.decided);
  const ages = open.map((r) => differenceInBusinessDays(new Date(), new Date(r.created)));
  return <h1>{open.length} open referrals, oldest {Math.max(0, ...ages)} business days</h1>;
}
