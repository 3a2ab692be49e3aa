param([Parameter(Mandatory)][string]$Source, [string]$Out = ".\submittal")
# Splits a combined CD set into one PDF per sheet using qpdf (must be on PATH).
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$pages = [int](& qpdf --show-npages $Source)
for ($i = 1; $i -le $pages; $i++) {
    $target = Join-Path $Out ("sheet-{0:D3}.pdf" -f $i)
    & qpdf $Source --pages . $i -- $target
}
Write-Output "$pages sheets written to $Out; rename using the sheet index"
