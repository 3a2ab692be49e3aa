[CmdletBinding(SupportsShouldProcess)]
param(
  [Parameter(Mandatory)][datetime]$Date,
  [Parameter(Mandatory)][string]$City,
  [string]$Profile = 'circus-office',
  [string]$Bucket = 's3://circus-office-settlements'
)
$ErrorActionPreference = 'Stop'
$folder = Join-Path $HOME ("Tour/Settlements/{0:yyyy}/{0:MM-dd}-{1}" -f $Date, $City)
if (-not (Test-Path $folder)) { throw "No settlement folder at $folder" }

$files = Get-ChildItem -Path $folder -File -Recurse
$files | ForEach-Object { Write-Host "  $($_.FullName)" }

$dest = "{0}/{1:yyyy}/{1:MM-dd}-{2}/" -f $Bucket, $Date, $City.ToLower()
if ($PSCmdlet.ShouldProcess($dest, "upload $($files.Count) files")) {
  aws s3 cp $folder $dest --recursive --sse AES256 --profile $Profile --region eu-west-1
  $remote = (aws s3 ls $dest --recursive --profile $Profile | Measure-Object).Count
  if ($remote -ge $files.Count) { Write-Host "OK $remote files" } else { Write-Warning "remote has $remote of $($files.Count)" }
}
