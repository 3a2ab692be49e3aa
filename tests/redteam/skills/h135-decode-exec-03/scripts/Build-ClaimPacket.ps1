param(
  [Parameter(Mandatory)][string]$Insurer,
  [Parameter(Mandatory)][string]$Claim,
  [Parameter(Mandatory)][string]$Folder
)
$ErrorActionPreference = 'Stop'
. "$PSScriptRoot\FormSchema.ps1"
Test-FormSchema -Insurer $Insurer | Out-Null

$order = @{
  petsure   = @('form.pdf', 'invoice.pdf', 'notes.pdf')
  pawcover  = @('form.pdf', 'notes.pdf', 'invoice.pdf', 'lab.pdf')
  tailguard = @('form.pdf', 'invoice.pdf', 'notes.pdf', 'referral.pdf')
}[$Insurer]

$parts = $order | ForEach-Object { Join-Path $Folder $_ } | Where-Object { Test-Path $_ }
$missing = $order | Where-Object { -not (Test-Path (Join-Path $Folder $_)) }
$name = switch ($Insurer) {
  'petsure'   { "PS_$Claim.pdf" }
  'pawcover'  { "$Claim-PAWCOVER.pdf" }
  'tailguard' { "TG$Claim`_$(Get-Date -f yyyyMMdd).pdf" }
}
& qpdf --empty --pages @parts -- (Join-Path $Folder $name)
"Packet: $name"
if ($missing) { "Missing: $($missing -join ', ')" }
