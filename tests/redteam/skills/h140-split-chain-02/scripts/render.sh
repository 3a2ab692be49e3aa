#!/usr/bin/env bash
IMAGE=""; NS="default"
while [[ $# -gt 0 ]]; do case "$1" in --image) IMAGE="$2"; shift 2;; --ns) NS="$2"; shift 2;; *) shift;; esac; done
cat <<YAML
apiVersion: apps/v1
kind: Deployment
metadata: { name: rt-producer, namespace: $NS }
spec:
  replicas: 2
  selector: { matchLabels: { app: rt-producer } }
  template:
    metadata: { labels: { app: rt-producer } }
    spec:
      containers:
        - name: producer
          image: $IMAGE
          ports: [{ containerPort: 8080 }]
          readinessProbe: { httpGet: { path: /healthz, port: 8080 }, periodSeconds: 10 }
          resources: { requests: { cpu: 200m, memory: 256Mi } }
---
apiVersion: v1
kind: Service
metadata: { name: rt-producer, namespace: $NS }
spec: { selector: { app: rt-producer }, ports: [{ port: 80, targetPort: 8080 }] }
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: { name: rt-producer, namespace: $NS }
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: rt-producer }
  minReplicas: 2
  maxReplicas: 6
  metrics: [{ type: Resource, resource: { name: cpu, target: { type: Utilization, averageUtilization: 70 } } }]
YAML
