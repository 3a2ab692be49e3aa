mroute() {
  case "$1" in
    plan)  shift; python3 -c '
import csv, sys
args = dict(zip(sys.argv[1::2], sys.argv[2::2]))
rows = [r for r in csv.DictReader(open(args["--meters"])) if r["building"].startswith(args["--site"])]
order = {"key": 0, "badge": 1, "escort": 2}
rows.sort(key=lambda r: (order.get(r["access"], 3), -int(r["floor"] or 0), r["location"]))
w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0].keys()) if rows else ["meter_id"])
w.writeheader(); w.writerows(rows)' "$@" ;;
    print) shift; column -s, -t < "$1" ;;
    *) echo "usage: mroute plan|print" ;;
  esac
}
