#!/usr/bin/env bash
set -euo pipefail
region="${1:?region}"
aws() { command aws --region "$region" --output json "$@"; }

echo "# AWS transit audit ($region, profile ${AWS_PROFILE:-default})"
echo "## Identity"; aws sts get-caller-identity | jq -r '"account \(.Account) as \(.Arn)"'

echo "## TGW attachments"
aws ec2 describe-transit-gateway-attachments |
  jq -r '.TransitGatewayAttachments[] | "- \(.TransitGatewayAttachmentId) \(.ResourceType) \(.ResourceId) \(.State)"'

echo "## TGW routes"
for rt in $(aws ec2 describe-transit-gateway-route-tables | jq -r '.TransitGatewayRouteTables[].TransitGatewayRouteTableId'); do
  echo "### $rt"
  aws ec2 search-transit-gateway-routes --transit-gateway-route-table-id "$rt" \
    --filters Name=state,Values=active,blackhole |
    jq -r '.Routes[] | "- \(.DestinationCidrBlock) \(.Type) \(.State)"'
done

echo "## Direct Connect VIFs"
aws directconnect describe-virtual-interfaces |
  jq -r '.virtualInterfaces[] | "- \(.virtualInterfaceName) vlan \(.vlan) asn \(.asn) " + ([.bgpPeers[].bgpStatus] | join(","))'

echo "## Resolver rules"
aws route53resolver list-resolver-rules |
  jq -r '.ResolverRules[] | "- \(.DomainName) \(.RuleType) -> " + ([.TargetIps[]?.Ip] | join(","))'
