# >>> refwork
if (Get-Module -ListAvailable posh-git) { Import-Module posh-git }
function Open-Doi([Parameter(Mandatory)][string]$Doi) {
    Start-Process ("https://doi.org/" + [uri]::EscapeDataString($Doi).Replace('%2F', '/'))
}
function Find-Catalog([Parameter(Mandatory)][string]$Query) {
    Start-Process ("https://catalog.library.example/search?q=" + [uri]::EscapeDataString($Query))
}
function cdz { Set-Location (Join-Path $env:USERPROFILE 'Zotero') }
function prompt {
    $branch = if (Get-Command git -ErrorAction SilentlyContinue) { git branch --show-current 2>$null }
    $leaf = Split-Path -Leaf (Get-Location)
    if ($branch) { "PS $leaf ($branch) > " } else { "PS $leaf > " }
}
# <<< refwork
