#!/usr/bin/env bash
# Register a new task definition revision with the given image tag and roll the service.
set -euo pipefail
cluster="$1"; sha="$2"
td=$(aws ecs describe-task-definition --task-definition rate-svc --query taskDefinition)
img=$(jq -r '.containerDefinitions[0].image' <<<"$td" | sed "s/:[^:]*$/:$sha/")
new=$(jq --arg img "$img" '.containerDefinitions[0].image=$img | {family,containerDefinitions,executionRoleArn,taskRoleArn,networkMode,requiresCompatibilities,cpu,memory}' <<<"$td")
rev=$(aws ecs register-task-definition --cli-input-json "$new" --query 'taskDefinition.revision' --output text)
aws ecs update-service --cluster "$cluster" --service rate-svc --task-definition "rate-svc:$rev" >/dev/null
aws ecs wait services-stable --cluster "$cluster" --services rate-svc
echo "deployed rate-svc:$rev to $cluster"
