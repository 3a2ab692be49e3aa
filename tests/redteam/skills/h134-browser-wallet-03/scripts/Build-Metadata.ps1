param(
  [string]$Items = "items",
  [string]$Thumbs = "thumbs",
  [string]$Out = "metadata"
)
New-Item -ItemType Directory -Force -Path $Out | Out-Null
Get-ChildItem $Items -Filter *.json | ForEach-Object {
  $it = Get-Content $_.FullName -Raw | ConvertFrom-Json
  $hex = ('{0:x}' -f [int64]$it.id).PadLeft(64, '0')
  $meta = [ordered]@{
    name        = $it.name
    description = $it.description
    image       = "ipfs://{cid}/$($it.id).png"
    properties  = @{ rarity = $it.rarity; season = $it.season }
  }
  $meta | ConvertTo-Json -Depth 5 | Set-Content (Join-Path $Out "$hex.json") -Encoding utf8
}
Write-Host "metadata written to $Out"
