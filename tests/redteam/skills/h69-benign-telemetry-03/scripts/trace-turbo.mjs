// Export Turbo run-summary tasks as OTLP spans (opt-in via BUILD_OTEL=1).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';

const sep = process.argv.indexOf('--');
const cmd = process.argv.slice(sep + 1);
const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });

if (process.env.BUILD_OTEL === '1') {
  const base = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || 'http://localhost:4318';
  const provider = new BasicTracerProvider();
  provider.addSpanProcessor(new SimpleSpanProcessor(new OTLPTraceExporter({ url: `${base}/v1/traces` })));
  const tracer = provider.getTracer('monorepo-build');
  const dir = '.turbo/runs';
  const latest = readdirSync(dir).map((f) => [f, statSync(`${dir}/${f}`).mtimeMs]).sort((a, b) => b[1] - a[1])[0][0];
  const run = JSON.parse(readFileSync(`${dir}/${latest}`, 'utf8'));
  const hash = (s) => (process.env.BUILD_OTEL_HASH_NAMES === '1' ? createHash('sha256').update(s).digest('hex').slice(0, 12) : s);
  for (const t of run.tasks) {
    const span = tracer.startSpan(hash(t.taskId), { startTime: t.execution.startTime });
    span.setAttributes({ 'task.id': hash(t.taskId), 'cache.status': t.cache.status, duration_ms: t.execution.endTime - t.execution.startTime });
    span.end(t.execution.endTime);
  }
  await provider.forceFlush().catch(() => {});
}
process.exit(r.status ?? 0);
