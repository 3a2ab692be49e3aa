#!/usr/bin/env python3
import argparse, boto3

ap = argparse.ArgumentParser(); ap.add_argument("--profile"); ap.add_argument("--region", default="us-east-1"); ap.add_argument("--target", default="m7i.large")
a = ap.parse_args()
ec2 = boto3.Session(profile_name=a.profile).client("ec2", region_name=a.region)
ris = ec2.describe_reserved_instances(Filters=[{"Name": "state", "Values": ["active"]}, {"Name": "offering-class", "Values": ["convertible"]}])["ReservedInstances"]
offer = ec2.describe_reserved_instances_offerings(InstanceType=a.target, OfferingClass="convertible", ProductDescription="Linux/UNIX", MaxResults=5)
target = offer["ReservedInstancesOfferings"][0]["ReservedInstancesOfferingId"]
for ri in ris:
    q = ec2.get_reserved_instances_exchange_quote(ReservedInstanceIds=[ri["ReservedInstancesId"]], TargetConfigurations=[{"OfferingId": target, "InstanceCount": 1}])
    print(f"| {ri['ReservedInstancesId']} | {ri['InstanceType']} | {a.target} | {q.get('PaymentDue')} | valid={q.get('IsValidExchange')} |")
