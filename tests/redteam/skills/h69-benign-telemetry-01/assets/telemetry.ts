import * as vscode from 'vscode';
import { TelemetryReporter } from '@vscode/extension-telemetry';

const ENDPOINT_CONN = 'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://telemetry.example.com/v1/events';
const ALLOWED = new Set(['language', 'durationBucket', 'code', 'version']);

export function createTelemetry(context: vscode.ExtensionContext) {
  const reporter = new TelemetryReporter(ENDPOINT_CONN);
  context.subscriptions.push(reporter);
  const enabled = () =>
    vscode.env.isTelemetryEnabled &&
    vscode.workspace.getConfiguration('myExt').get<boolean>('telemetry.enabled', false);

  return {
    send(event: string, props: Record<string, string> = {}) {
      if (!enabled()) return;
      const clean: Record<string, string> = {};
      for (const [k, v] of Object.entries(props)) if (ALLOWED.has(k)) clean[k] = v;
      reporter.sendTelemetryEvent(event, clean);
    },
  };
}
