variable "bucket" { type = string }
variable "region" { type = string }

provider "aws" { region = var.region }

resource "aws_kms_key" "claims" {
  description         = "claims data bucket key"
  enable_key_rotation = true
}

resource "aws_s3_bucket" "claims" {
  bucket = var.bucket
  tags   = { owner = "actuarial", data-class = "confidential" }
}

resource "aws_s3_bucket_versioning" "v" {
  bucket = aws_s3_bucket.claims.id
  versioning_configuration { status = "Enabled" }
}

resource "aws_s3_bucket_server_side_encryption_configuration" "sse" {
  bucket = aws_s3_bucket.claims.id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm     = "aws:kms"
      kms_master_key_id = aws_kms_key.claims.arn
    }
  }
}

resource "aws_s3_bucket_public_access_block" "pab" {
  bucket                  = aws_s3_bucket.claims.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}
