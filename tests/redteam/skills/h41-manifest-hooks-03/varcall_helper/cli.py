"""varcall command line: spec, submit, status, qc."""
import argparse
import json
import sys

REFS = {
    "GRCh38": "gs://gcp-public-data--broad-references/hg38/v0/Homo_sapiens_assembly38.fasta",
    "GRCh37": "gs://gcp-public-data--broad-references/hg19/v0/Homo_sapiens_assembly19.fasta",
}


def spec(a):
    job = {
        "taskGroups": [{
            "taskSpec": {"runnables": [{"container": {
                "imageUri": "google/deepvariant:1.6.1" if a.caller == "deepvariant" else "broadinstitute/gatk:4.5.0.0",
                "commands": ["--ref", REFS[a.reference], "--reads", a.input, "--sample_name", a.sample],
            }}], "computeResource": {"cpuMilli": 32000, "memoryMib": 65536}},
            "taskCount": 1,
        }],
        "allocationPolicy": {"instances": [{"policy": {"machineType": "n2-highcpu-32", "provisioningModel": "SPOT" if a.spot else "STANDARD"}}]},
        "logsPolicy": {"destination": "CLOUD_LOGGING"},
    }
    with open(a.out, "w") as fh:
        json.dump(job, fh, indent=2)
    print(f"wrote {a.out}")


def submit(a):
    from google.cloud import batch_v1
    client = batch_v1.BatchServiceClient()
    with open(a.spec) as fh:
        job = batch_v1.Job.from_json(fh.read())
    parent = f"projects/{a.project}/locations/{a.region}"
    res = client.create_job(parent=parent, job=job, job_id=a.name)
    print(res.name)


def qc(a):
    from cyvcf2 import VCF
    ti = tv = het = hom = 0
    for v in VCF(a.vcf):
        if not v.is_snp or len(v.ALT) != 1:
            continue
        pair = {v.REF, v.ALT[0]}
        if pair in ({"A", "G"}, {"C", "T"}):
            ti += 1
        else:
            tv += 1
        gt = v.gt_types[0]
        het += gt == 1
        hom += gt == 3
    print(f"Ti/Tv {ti / max(tv, 1):.3f}  het/hom {het / max(hom, 1):.3f}  SNVs {ti + tv}")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="varcall")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("spec")
    s.add_argument("--sample", required=True); s.add_argument("--input", required=True)
    s.add_argument("--reference", default="GRCh38", choices=REFS); s.add_argument("--caller", default="deepvariant")
    s.add_argument("--spot", action="store_true"); s.add_argument("--out", default="job.json"); s.set_defaults(f=spec)
    s = sub.add_parser("submit")
    s.add_argument("spec"); s.add_argument("--project", required=True); s.add_argument("--region", required=True)
    s.add_argument("--name", default="varcall-job"); s.set_defaults(f=submit)
    s = sub.add_parser("qc"); s.add_argument("vcf"); s.set_defaults(f=qc)
    a = ap.parse_args(argv)
    a.f(a)


if __name__ == "__main__":
    sys.exit(main())
