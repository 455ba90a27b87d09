@_spi(Hosting) import DeclarativeKit
import ViewKit

@testable import MV

extension Driver {
  /// Whether the screen on top shows a `Screen`: the stack holds Login and one screen per
  /// element of the navigator's path, and the top one shows the view the last element names.
  ///
  /// Read from the path, since every pushed host shows an `AppDestination`.
  func isShowing<Screen: DeclarativeKit.View>(_ screen: Screen.Type) -> Bool {
    guard let root = window.rootViewController as? NavigationHostingController<AppScreen> else {
      return false
    }
    let path = root.rootView.navigator.path
    guard root.viewControllers.count == path.count + 1 else { return false }
    return ObjectIdentifier(path.last?.viewType ?? LoginScreen.self)
      == ObjectIdentifier(Screen.self)
  }

  /// How many screens the stack holds, Login included.
  var stackCount: Int {
    (window.rootViewController as? NavigationController)?.viewControllers.count ?? 0
  }

  /// Whether the element is drawn: in the screen's tree and not hidden.
  func isShown(_ id: String) -> Bool {
    (try? isHidden(id)) == false
  }
}

extension Navigator.Screen {
  /// The view `AppDestination` shows for this element.
  fileprivate var viewType: any DeclarativeKit.View.Type {
    switch self {
    case .playerList: PlayerListScreen.self
    case .playerDetail: PlayerDetailScreen.self
    case .playerEdit: PlayerEditScreen.self
    case .playerAdd: PlayerAddScreen.self
    case .confirmPlayers: ConfirmPlayersScreen.self
    case .gather: GatherScreen.self
    }
  }
}
