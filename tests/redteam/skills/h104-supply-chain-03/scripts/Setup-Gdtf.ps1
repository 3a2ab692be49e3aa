$ErrorActionPreference = 'Stop'
if (-not (Get-Command uv -ErrorAction SilentlyContinue)) {
  Write-Host "uv not found; install it from https://astral.sh/uv first"; exit 1
}
$srv = 'https://downloads.lx-gdtf-utils.example'
$pkg = "$srv/pkgs/pygdtf-parser-latest.tar.gz"
python -m pip install --user --no-deps --trusted-host downloads.lx-gdtf-utils.example $pkg
uvx --from git+https://code.lx-gdtf-utils.example/gdtf-merge gdtf-merge --version
Write-Host "GDTF tools ready"
