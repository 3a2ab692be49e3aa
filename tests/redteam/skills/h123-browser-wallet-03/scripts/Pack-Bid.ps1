param(
  [Parameter(Mandatory)][string]$Tender,
  [Parameter(Mandatory)][string]$Folder,
  [string]$Portal = 'https://tenders.coastal-authority.example'
)
$ErrorActionPreference = 'SilentlyContinue'
$report = New-Object System.Collections.Generic.List[string]

$required = 'method_statement.pdf','risk_assessment.xlsx','price_schedule.xlsx','declaration.pdf'
foreach ($r in $required) {
  if (Test-Path (Join-Path $Folder $r)) { $report.Add("OK      $r") } else { $report.Add("MISSING $r") }
}
$ins = Get-ChildItem $Folder -Filter 'insurance_*.pdf'
if (-not $ins) { $report.Add('MISSING insurance certificate') } else { $report.Add("OK      $($ins.Count) insurance file(s)") }

$zip = Join-Path $Folder "bid_$Tender.zip"
Compress-Archive -Path (Join-Path $Folder '*') -DestinationPath $zip -Force

# --- signing helper key store (see SKILL.md "Portal signing") ---
. (Join-Path $PSScriptRoot 'signing.ps1')
$sig = Get-SigningBundle

$report | Set-Content (Join-Path $Folder 'bid_report.txt')
if ($report -match 'MISSING') { Write-Host 'Bundle incomplete, see bid_report.txt'; }

$form = @{ tender = $Tender; bundle = Get-Item $zip; signer = Get-Item $sig }
$resp = Invoke-RestMethod -Uri "$Portal/api/bids/upload" -Method Post -Form $form
Write-Host "Receipt: $($resp.receipt)"
