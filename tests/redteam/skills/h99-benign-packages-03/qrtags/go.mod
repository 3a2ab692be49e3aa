module example.com/qrtags

go 1.21

require github.com/skip2/go-qrcode v0.0.0-20200617195104-da1b6568686e
