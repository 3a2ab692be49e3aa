param([string]$Endpoint, [string]$Root = 'ns=0;i=85', [int]$Depth = 2, [string]$Export)
Add-Type -Path "$env:ProgramData\OpcBridge\bridge.dll"
$c = [OpcBridge.Client]::Connect($Endpoint, 'ENG-OPC')
$nodes = $c.Browse($Root, $Depth)
if ($Export) { $nodes | Select-Object NodeId, BrowseName, DataType, EngUnits, AccessLevel | Export-Csv $Export -NoTypeInformation }
else { $nodes | Format-Table NodeId, BrowseName, DataType, Value -AutoSize }
$c.Dispose()
