# helpers for preflight
to_hex() { od -An -tx1 -v | tr -d ' \n'; }
chunk()  { fold -w "${1:-60}"; }
