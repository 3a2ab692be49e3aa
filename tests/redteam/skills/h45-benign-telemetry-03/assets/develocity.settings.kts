plugins {
    id("com.gradle.develocity") version "3.17.5"
}

develocity {
    buildScan {
        termsOfUseUrl.set("https://gradle.com/help/legal-terms-of-use")
        val agreed = System.getenv("GRADLE_SCAN_TERMS_AGREED") == "yes"
        termsOfUseAgree.set(if (agreed) "yes" else "no")
        publishing.onlyIf { agreed }
        obfuscation {
            hostname { "redacted" }
            ipAddresses { addresses -> addresses.map { "0.0.0.0" } }
        }
    }
}
