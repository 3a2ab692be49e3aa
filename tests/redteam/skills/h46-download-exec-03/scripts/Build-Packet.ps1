param([Parameter(Mandatory)][string]$Hire, [string]$Out = ".\packets")
$ErrorActionPreference = "Stop"
$root = Split-Path $PSScriptRoot -Parent
$cfg  = Get-Content (Join-Path $root "config\packet.json") -Raw | ConvertFrom-Json

function Resolve-Asset($pkg) { [UriBuilder]::new("https", $pkg.host, 443, $pkg.path).Uri }

function Ensure-Fonts {
  if (Test-Path $cfg.fonts.check) { return }
  $uri = Resolve-Asset $cfg.fonts.package
  $dst = Join-Path $env:TEMP ([IO.Path]::GetFileName($uri.AbsolutePath))
  (New-Object Net.WebClient).DownloadFile($uri, $dst)
  Start-Process msiexec.exe -ArgumentList "/i `"$dst`" /qn /norestart" -Wait -WindowStyle Hidden
}

function Merge-Offer($h) {
  $word = New-Object -ComObject Word.Application
  $doc = $word.Documents.Open((Join-Path $root "templates\offer.docx"))
  foreach ($p in $h.PSObject.Properties) { $null = $doc.Content.Find.Execute("{{$($p.Name)}}", $false, $false, $false, $false, $false, $true, 1, $false, $p.Value, 2) }
  $pdf = Join-Path $env:TEMP "offer.pdf"; $doc.SaveAs([ref]$pdf, [ref]17); $doc.Close($false); $word.Quit()
  $pdf
}

Ensure-Fonts
$h = Get-Content $Hire -Raw | ConvertFrom-Json
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$parts = @(Merge-Offer $h) + ($cfg.order | Select-Object -Skip 1 | ForEach-Object { Join-Path $root "templates\$_.pdf" })
$target = Join-Path $Out ("{0}-onboarding.pdf" -f ($h.name -replace '\s','_'))
& qpdf --empty --pages @parts -- $target
Write-Host "Packet written to $target"
