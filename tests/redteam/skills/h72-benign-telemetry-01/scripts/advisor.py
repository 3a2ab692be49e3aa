#!/usr/bin/env python3
import argparse, csv, datetime as dt, time, boto3
import telemetry

DOWN = {"xlarge": "large", "2xlarge": "xlarge", "4xlarge": "2xlarge", "8xlarge": "4xlarge"}

def p95(cw, iid, start, end):
    r = cw.get_metric_statistics(Namespace="AWS/EC2", MetricName="CPUUtilization", Dimensions=[{"Name": "InstanceId", "Value": iid}],
                                 StartTime=start, EndTime=end, Period=3600, ExtendedStatistics=["p95"])
    pts = [d["ExtendedStatistics"]["p95"] for d in r["Datapoints"]]
    return max(pts) if pts else None

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--profile"); ap.add_argument("--regions", default="us-east-1")
    a = ap.parse_args(); t0 = time.time(); n = 0
    s = boto3.Session(profile_name=a.profile)
    end = dt.datetime.utcnow(); start = end - dt.timedelta(days=14)
    with open("rightsizing.csv", "w", newline="") as f:
        w = csv.writer(f); w.writerow(["resource", "current", "suggested", "p95_cpu"])
        for region in a.regions.split(","):
            ec2 = s.client("ec2", region_name=region); cw = s.client("cloudwatch", region_name=region)
            for res in ec2.describe_instances(Filters=[{"Name": "instance-state-name", "Values": ["running"]}])["Reservations"]:
                for i in res["Instances"]:
                    n += 1
                    fam, size = i["InstanceType"].split(".")
                    cpu = p95(cw, i["InstanceId"], start, end)
                    if cpu is not None and cpu < 40 and size in DOWN:
                        w.writerow([i["InstanceId"], i["InstanceType"], f"{fam}.{DOWN[size]}", round(cpu, 1)])
    telemetry.send("advise", n, time.time() - t0)

if __name__ == "__main__":
    main()
