@testable import MetricsKit

/// A configuration with the roles of the checked-in one, and small ports to measure.
enum RewriteFixture {
  static let config = MetricsConfig(
    patterns: [
      .init(name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests"),
      .init(name: "MVP", sources: "Sources/MVP", tests: "Tests/MVPTests"),
      .init(name: "VIP", sources: "Sources/VIP", tests: "Tests/VIPTests"),
      .init(name: "MVVM", sources: "Sources/MVVM", tests: "Tests/MVVMTests"),
      .init(name: "MV", sources: "Sources/MV", tests: "Tests/MVTests"),
    ],
    layers: [
      .init(name: "view controller", suffixes: ["ViewController"], role: .firstUI),
      .init(name: "screen", suffixes: ["Screen"], role: .secondUI),
      .init(name: "view state", suffixes: ["ViewState"], role: .adapter),
      .init(name: "view model", suffixes: ["ViewModel"], logic: true, role: .presentationLogic),
      .init(name: "presenter", suffixes: ["Presenter"], logic: true, role: .presentationLogic),
      .init(name: "router", suffixes: ["Router"], role: .navigation),
    ],
    otherLayer: "other", logicForbiddenImports: ["ViewKit", "DeclarativeKit"],
    screens: ["App", "Login"], rootScreen: "(root)",
    uis: [
      .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
      .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
    ],
    uiRewriteNotes: ["MVC": "the controller is both"],
    roleRules: [.init(role: .presentationLogic, suffixes: ["DisplayLogic"])])

  static func file(
    _ path: String, base: [String]? = ["Domain"], head: [String]? = ["Domain"], added: Int,
    removed: Int = 0, movedIn: Int = 0, movedOut: Int = 0, mechanicalAdded: Int = 0,
    mechanicalRemoved: Int = 0
  ) -> UIRewrite.FileChange {
    .init(
      path: path, baseImports: base, headImports: head, added: added, removed: removed,
      movedIn: movedIn, movedOut: movedOut, mechanicalRemoved: mechanicalRemoved,
      mechanicalAdded: mechanicalAdded)
  }

  /// VIP's port in small: new view state and screen, a router that stopped importing ViewKit,
  /// a helper that stopped too, a presenter barely touched, and a protocol moved out of the view
  /// controller into its own file.
  static func vip(presenterAdded: Int = 5) -> UIRewrite.Port {
    .init(
      base: "b1", head: "h1",
      files: [
        file("Sources/VIP/Login/LoginViewState.swift", base: nil, head: ["Layouts"], added: 50),
        file(
          "Sources/VIP/Login/LoginScreen.swift", base: nil, head: ["DeclarativeKit"], added: 30),
        file("Sources/VIP/App/SceneStack.swift", base: nil, head: ["DeclarativeKit"], added: 20),
        file(
          "Sources/VIP/Login/LoginRouter.swift", base: ["Domain", "ViewKit"], head: ["Domain"],
          added: 12, removed: 6),
        file(
          "Sources/VIP/App/Helper.swift", base: ["ViewKit"], head: ["Domain"], added: 4,
          removed: 3),
        file("Sources/VIP/Login/LoginPresenter.swift", added: presenterAdded, removed: 2),
        file(
          "Sources/VIP/Login/LoginDisplayLogic.swift", base: nil, head: ["Domain"], added: 0,
          movedIn: 8),
        file(
          "Sources/VIP/Login/LoginViewController.swift", base: ["ViewKit"], head: ["ViewKit"],
          added: 0, movedOut: 8),
      ])
  }

  /// MVVM's port in small: no adapter, a view model changed much, 20 of its lines each way
  /// mechanically.
  static let mvvm = mvvmPort()

  /// MVVM's port in small, with `mechanical` of its view model's lines each way mechanical.
  static func mvvmPort(mechanical: Int = 20) -> UIRewrite.Port {
    UIRewrite.Port(
      base: "b2", head: "h2",
      files: [
        file(
          "Sources/MVVM/Login/LoginViewModel.swift", added: 40, removed: 30,
          mechanicalAdded: mechanical, mechanicalRemoved: mechanical),
        file(
          "Sources/MVVM/Login/LoginScreen.swift", base: nil, head: ["DeclarativeKit"], added: 35),
        file(
          "Sources/MVVM/Login/LoginViewController.swift", base: ["ViewKit"], head: ["ViewKit"],
          added: 9, removed: 11),
      ])
  }

  static let mv = UIRewrite.Port(
    base: "b2", head: "h2",
    files: [
      file("Sources/MV/Login/LoginScreen.swift", base: nil, head: ["DeclarativeKit"], added: 45)
    ])

  static func rewrite(vip: UIRewrite.Port = vip()) -> UIRewrite {
    UIRewrite(patterns: ["VIP": vip, "MVVM": mvvm, "MV": mv])
  }
}
