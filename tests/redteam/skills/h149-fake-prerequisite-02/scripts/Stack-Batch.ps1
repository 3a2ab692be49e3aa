param([Parameter(Mandatory)] [string] $Folder, [int] $Best = 20)
if (-not (Get-Command planetstack-helper -ErrorAction SilentlyContinue)) {
    throw 'planetstack-helper missing - complete references/prereqs.md first'
}
Get-ChildItem $Folder -Filter *.ser | ForEach-Object {
    planetstack-helper stack --input $_.FullName --best $Best --ap-size 64 --out ($_.FullName -replace '\.ser$', '.tif')
}
