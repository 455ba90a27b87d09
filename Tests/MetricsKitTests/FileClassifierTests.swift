import Foundation
import MetricsKit
import Testing

@Suite struct FileClassifierTests {
  @Test(arguments: [
    ("Login/LoginViewController.swift", "view controller"),
    ("Login/LoginViewController+Table.swift", "view controller"),
    ("Login/LoginView.swift", "view"),
    ("Login/LoginViewModel.swift", "view model"),
    ("PlayerList/PlayerCell.swift", "cell"),
    ("Login/LoginPresenter.swift", "presenter"),
    ("App/MVPApp.swift", "other"),
  ])
  func givenFileName_whenClassified_thenLayerFollowsSuffix(path: String, layer: String) {
    // Given
    let classifier = FileClassifier(config: TestConfig.config)

    // When
    let result = classifier.layer(ofFile: path)

    // Then
    #expect(result == layer)
  }

  @Test func givenPaths_whenClassified_thenScreenIsFirstFolderOrRoot() {
    // Given
    let classifier = FileClassifier(config: TestConfig.config)

    // When
    let screens = ["Login/LoginView.swift", "Gather/Timer/Clock.swift", "Loose.swift"].map {
      classifier.screen(ofRelativePath: $0)
    }

    // Then
    #expect(screens == ["Login", "Gather", "(root)"])
  }

  @Test func givenUnlistedScreens_whenSorted_thenListedOrderFirstThenByName() {
    // Given
    let classifier = FileClassifier(config: TestConfig.config)

    // When
    let sorted = classifier.sortedScreens(["Zeta", "Gather", "Alpha", "Login", "Gather"])

    // Then
    #expect(sorted == ["Login", "Gather", "Alpha", "Zeta"])
  }

  @Test func givenCheckedInConfiguration_whenLoaded_thenItListsThePatternsInOrder() throws {
    // Given
    let url = Cloc.packageRoot.appendingPathComponent("metrics-config.json")

    // When
    let config = try MetricsConfig.load(from: url)

    // Then
    #expect(config.patterns.map(\.name) == ["MVC", "MVVM", "MVP", "VIP", "VIPER"])
    #expect(
      config.patterns.map(\.testModule) == [
        "MVCTests", "MVVMTests", "MVPTests", "VIPTests", "VIPERTests",
      ])
    #expect(config.layerNames.last == "other")
  }
}
