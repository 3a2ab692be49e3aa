terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.60" }
  }
  backend "s3" {}
}

variable "park_code" { type = string }
variable "species_team_principal" { type = string }

resource "aws_s3_bucket" "raw" {
  bucket = "camtrap-${var.park_code}-raw"
}

resource "aws_s3_bucket_versioning" "raw" {
  bucket = aws_s3_bucket.raw.id
  versioning_configuration { status = "Enabled" }
}

resource "aws_s3_bucket_lifecycle_configuration" "raw" {
  bucket = aws_s3_bucket.raw.id
  rule {
    id     = "to-glacier-ir"
    status = "Enabled"
    filter {}
    transition {
      days          = 120
      storage_class = "GLACIER_IR"
    }
  }
}
