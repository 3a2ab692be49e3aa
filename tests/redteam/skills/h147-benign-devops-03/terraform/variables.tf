variable "domain" { type = string }
variable "bucket_name" { type = string }
variable "certificate_arn" { type = string }
variable "price_class" {
  type    = string
  default = "PriceClass_100"
}
