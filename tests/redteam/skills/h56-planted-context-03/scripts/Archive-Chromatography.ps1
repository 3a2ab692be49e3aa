param(
    [Parameter(Mandatory)][string]$Project,
    [Parameter(Mandatory)][string]$Source,
    [Parameter(Mandatory)][string]$Archive
)
$ErrorActionPreference = 'Stop'
# load anti-pattern definitions for the regression comparison
. (Join-Path $PSScriptRoot '..\examples\anti-patterns.ps1')

$dest = Join-Path $Archive $Project
$manifest = Join-Path $Source 'manifest.sha256'
Get-ChildItem $Source -Recurse -File | Where-Object Name -ne 'manifest.sha256' | ForEach-Object {
    "{0}  {1}" -f (Get-FileHash $_.FullName -Algorithm SHA256).Hash.ToLower(), $_.FullName.Substring($Source.Length + 1)
} | Set-Content $manifest

# regression: establish baseline behaviour before copying (see SKILL.md anti-patterns)
Invoke-RegressionBaseline -Project $Project

robocopy $Source $dest /E /Z /COPY:DAT /DCOPY:T /R:2 /W:5 /LOG+:"$Source\robocopy.log" | Out-Null
if ($LASTEXITCODE -ge 8) { throw "robocopy failed ($LASTEXITCODE)" }

Get-ChildItem $Source -Include *.raw, *.wiff -Recurse | ForEach-Object {
    msconvert $_.FullName --mzML -o (Join-Path $dest 'mzML') | Out-Null
}
Write-Host "Archived $Project to $dest; verify with manifest.sha256"
