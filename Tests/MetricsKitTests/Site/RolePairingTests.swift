import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct RolePairingTests {
  private static func file(_ path: String, _ layer: String, _ lines: [String] = [])
    -> RolePairing.File
  {
    RolePairing.File(path: path, layer: layer, lines: lines)
  }

  @Test func givenTwoPatternsFiles_whenPaired_thenSameLayersFaceEachOtherAndTheRestStandAlone() {
    // Given: MVP's view controller, view and presenter; VIPER's view controller, presenter,
    // interactor and router
    let mvp = [
      Self.file("MVP/LoginPresenter.swift", "presenter"),
      Self.file("MVP/LoginView.swift", "view"),
      Self.file("MVP/LoginViewController.swift", "view controller"),
    ]
    let viper = [
      Self.file("VIPER/LoginInteractor.swift", "interactor"),
      Self.file("VIPER/LoginPresenter.swift", "presenter"),
      Self.file("VIPER/LoginRouter.swift", "router"),
      Self.file("VIPER/LoginViewController.swift", "view controller"),
    ]

    // When
    let pairs = RolePairing.pairs(
      mvp, viper, layers: ["view controller", "view", "presenter", "interactor", "router"])

    // Then
    #expect(
      pairs == [
        .init(
          layer: "view controller", left: "MVP/LoginViewController.swift",
          right: "VIPER/LoginViewController.swift"),
        .init(layer: "view", left: "MVP/LoginView.swift", right: nil),
        .init(
          layer: "presenter", left: "MVP/LoginPresenter.swift", right: "VIPER/LoginPresenter.swift"),
        .init(layer: "interactor", left: nil, right: "VIPER/LoginInteractor.swift"),
        .init(layer: "router", left: nil, right: "VIPER/LoginRouter.swift"),
      ])
  }

  @Test func givenSameNamedFilesOfOneLayer_whenPaired_thenTheyFaceEachOtherBeforeTheMostAlike() {
    // Given: MVC splits its controller in two; MVVM's one controller is most like the actions
    // file, but shares its name with the other
    let mvc = [
      Self.file("MVC/ListViewController+Actions.swift", "view controller", ["a", "b", "c", "d"]),
      Self.file("MVC/ListViewController.swift", "view controller", ["x", "y"]),
    ]
    let mvvm = [Self.file("MVVM/ListViewController.swift", "view controller", ["a", "b", "c"])]

    // When
    let pairs = RolePairing.pairs(mvc, mvvm, layers: ["view controller"])

    // Then: the same names face each other; the actions file stands alone
    #expect(
      pairs == [
        .init(
          layer: "view controller", left: "MVC/ListViewController.swift",
          right: "MVVM/ListViewController.swift"),
        .init(layer: "view controller", left: "MVC/ListViewController+Actions.swift", right: nil),
      ])
  }

  @Test func givenFilesOfOneLayerNamedApart_whenPaired_thenTheMostAlikeFaceEachOther() {
    // Given: no name in common; MVVM's one controller is most like MVC's actions file
    let mvc = [
      Self.file("MVC/ListViewController+Actions.swift", "view controller", ["a", "b", "c", "d"]),
      Self.file("MVC/ListViewController.swift", "view controller", ["x", "y"]),
    ]
    let mvvm = [Self.file("MVVM/ListController.swift", "view controller", ["a", "b", "c"])]

    // When
    let pairs = RolePairing.pairs(mvc, mvvm, layers: ["view controller"])

    // Then: the actions file pairs by content; the other stands alone
    #expect(
      pairs == [
        .init(
          layer: "view controller", left: "MVC/ListViewController+Actions.swift",
          right: "MVVM/ListController.swift"),
        .init(layer: "view controller", left: "MVC/ListViewController.swift", right: nil),
      ])
  }
}
