variable "region" {
  type    = string
  default = "us-east-1"
}

variable "retention_days" {
  type    = number
  default = 730
}
