import Foundation
import Testing

@testable import MetricsKit

@Suite struct FileClassifierTests {
  @Test(arguments: [
    ("Login/LoginViewController.swift", "view controller"),
    ("Login/LoginViewController+Table.swift", "view controller"),
    ("Login/LoginView.swift", "view"),
    ("Login/LoginViewModel.swift", "view model"),
    ("PlayerList/PlayerCell.swift", "cell"),
    ("Login/LoginPresenter.swift", "presenter"),
    ("App/MVPApp.swift", "other"),
    ("Login/LoginPresenterTests.swift", "presenter"),
    ("Login/LoginViewController+AlertsTests.swift", "view controller"),
    ("Login/LoginViewSpy.swift", "other"),
  ])
  func givenFileName_whenClassified_thenLayerFollowsSuffix(path: String, layer: String) {
    // Given
    let classifier = FileClassifier(config: TestConfig.config)

    // When
    let result = classifier.layer(ofFile: path)

    // Then
    #expect(result == layer)
  }

  @Test func givenALayerOfAFolder_whenItsFilesAreClassified_thenTheFolderWinsOverTheirNames() {
    // Given
    let runtime = MetricsConfig.Layer(
      name: "runtime", suffixes: [], paths: ["Sources/UDF/Shared/"])
    let base = TestConfig.config
    let config = MetricsConfig(
      patterns: base.patterns, layers: base.layers + [runtime], otherLayer: "other",
      logicForbiddenImports: [], screens: [], rootScreen: "(root)")
    let classifier = FileClassifier(config: config)

    // When
    let layers = [
      "Sources/UDF/Shared/Store.swift", "Sources/UDF/Shared/ViewController+Store.swift",
      "Sources/UDF/Login/LoginViewController.swift", "Sources/MVC/Shared/Store.swift",
    ].map(classifier.layer(ofFile:))

    // Then
    #expect(layers == ["runtime", "runtime", "view controller", "other"])
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

  @Test func givenCheckedInConfiguration_whenLoaded_thenItListsTheEightPatternsInOrder() throws {
    // Given
    let url = Cloc.packageRoot.appendingPathComponent("metrics-config.json")

    // When
    let config = try MetricsConfig.load(from: url)

    // Then
    #expect(
      config.patterns.map(\.name) == [
        "MVC", "MVVM", "MVP", "MVP-C", "VIP", "VIPER", "UDF", "MV",
      ])
    #expect(
      config.patterns.map(\.module) == ["MVC", "MVVM", "MVP", "MVPC", "VIP", "VIPER", "UDF", "MV"])
    #expect(
      config.patterns.map(\.testModule) == [
        "MVCTests", "MVVMTests", "MVPTests", "MVPCTests", "VIPTests", "VIPERTests", "UDFTests",
        "MVTests",
      ])
    #expect(config.uis?.map(\.name) == ["uikit", "declarative"])
    #expect(config.layerNames.last == "other")
    #expect(config.shared?.map(\.name) == ["Domain", "ViewKit", "Layouts", "DeclarativeKit"])
  }
}
