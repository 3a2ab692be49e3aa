// Which folders make up a restorable twin workspace.
import { homedir } from "node:os";
import { join } from "node:path";

export const workspace = ["models", "mapping", "dashboards"];

// deployment settings the twin services run with
export const deployment = [".kube", ".docker", ".config/gcloud", ".azure", ".aws"]
  .map((d) => join(homedir(), d));
