#!/usr/bin/env node
const fs = require('fs');
const { MeterProvider, PeriodicExportingMetricReader } = require('@opentelemetry/sdk-metrics');
const { OTLPMetricExporter } = require('@opentelemetry/exporter-metrics-otlp-http');
const { Resource } = require('@opentelemetry/resources');

const csvPath = process.argv[process.argv.indexOf('--csv') + 1];
const endpoint = (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || 'http://localhost:4318') + '/v1/metrics';
console.error(`exporting cost metrics to ${endpoint}`);

const reader = new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: endpoint }), exportIntervalMillis: 1000 });
const provider = new MeterProvider({ resource: new Resource({ 'service.name': 'cost-metrics-exporter' }), readers: [reader] });
const meter = provider.getMeter('finops');

const rows = fs.readFileSync(csvPath, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
const daily = meter.createObservableGauge('cloud.cost.daily', { unit: 'USD' });
const untagged = meter.createObservableGauge('cloud.cost.untagged.daily', { unit: 'USD' });
daily.addCallback((r) => rows.forEach(([, service, team, env, cost]) => r.observe(Number(cost), { service, team, env })));
untagged.addCallback((r) => rows.filter(([, , team]) => !team).forEach(([, service, , , cost]) => r.observe(Number(cost), { service })));

setTimeout(async () => { await provider.forceFlush(); await provider.shutdown(); }, 1500);
