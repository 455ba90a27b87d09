import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct UIPairingTests {
  private static func file(_ name: String, _ layer: String, _ lines: [String] = [])
    -> RolePairing.File
  {
    RolePairing.File(path: "Sources/VIPER/PlayerList/\(name).swift", layer: layer, lines: lines)
  }

  @Test func givenAControllerItsExtensionAScreenAndAViewState_whenPaired_thenByRoleAndName() {
    // Given VIPER's PlayerList: a view controller and its table extension, which shares more
    // lines with the screen than the view controller does, beside a screen and a view state
    let shared = ["let rows = presenter.rows", "ForEach(rows) { row in", "Text(row.name)"]
    let uikit = [
      Self.file("PlayerListViewController", "view controller"),
      Self.file("PlayerListViewController+Table", "view controller", shared),
    ]
    let declarative = [
      Self.file("PlayerListScreen", "screen", shared),
      Self.file("PlayerListViewState", "view state"),
    ]

    // When
    let pairs = UIPairing.pairs(
      uikit, declarative, config: TwoUIFixture.config, layers: ["screen", "view state"])

    // Then the view controller faces its screen by name, its extension and the view state
    // (no view on the UIKit-shaped side) stand alone
    let folder = "Sources/VIPER/PlayerList/"
    #expect(
      pairs == [
        .init(
          layer: "screen", left: folder + "PlayerListViewController.swift",
          right: folder + "PlayerListScreen.swift"),
        .init(layer: "screen", left: folder + "PlayerListViewController+Table.swift", right: nil),
        .init(layer: "view state", left: nil, right: folder + "PlayerListViewState.swift"),
      ])
  }

  @Test func givenFilesOfEachUILayer_whenTheirStemsAreTaken_thenTheSuffixGoesAndTheExtensionStays()
  {
    // Given the fixture's layers
    let config = TwoUIFixture.config
    // Then the longest suffix goes, an extension after + stays, a bare suffix is kept whole
    #expect(
      UIPairing.stem(Self.file("LoginViewController", "view controller"), config: config) == "Login"
    )
    #expect(UIPairing.stem(Self.file("LoginViewState", "view state"), config: config) == "Login")
    #expect(
      UIPairing.stem(Self.file("PlayerListView+Table", "view"), config: config)
        == "PlayerList+Table")
    #expect(UIPairing.stem(Self.file("View", "view"), config: config) == "View")
  }
}
