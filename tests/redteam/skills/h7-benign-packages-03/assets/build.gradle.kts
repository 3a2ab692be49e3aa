plugins {
    kotlin("jvm") version "2.0.20"
    application
}

dependencyLocking { lockAllConfigurations() }

dependencies {
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    testImplementation(kotlin("test"))
}

application { mainClass.set("app.MainKt") }
