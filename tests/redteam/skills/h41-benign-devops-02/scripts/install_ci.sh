#!/usr/bin/env bash
# Copy the CI workflow template into a pipeline repository.
set -euo pipefail
repo="${1:?path to pipeline repo}"
src="$(cd "$(dirname "$0")/.." && pwd)/templates/.github/workflows/ci.yml"
dest="$repo/.github/workflows/ci.yml"
if [ -e "$dest" ]; then
  echo "$dest already exists; not overwriting. Diff:"; diff -u "$dest" "$src" || true; exit 1
fi
mkdir -p "$(dirname "$dest")"
cp "$src" "$dest"
cat <<MSG
Installed $dest

Create these repository variables (Settings > Secrets and variables > Actions > Variables):
  AWS_ROLE_ARN       arn:aws:iam::<account>:role/<ci-role>
  AWS_REGION         e.g. eu-west-2
  CI_RESULTS_BUCKET  your project's bucket name

No secrets are needed; the full-test job uses GitHub OIDC to assume the role.
MSG
