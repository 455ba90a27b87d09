import Observation

/// The declarative UI's stack of modules above Login, which the VIPER routers change when their
/// presenters ask them to navigate, and the root `NavigationStack` follows.
@MainActor
@Observable
final class ModulePath {
  /// The modules above Login, bottom first; a user's Back removes the last.
  var modules: [Module] = [] {
    didSet {
      for case .gather(let gather) in oldValue where !modules.contains(.gather(gather)) {
        // As the view controller reports its disappearance.
        gather.presenter.viewWillDisappear()
      }
    }
  }

  /// Shows `module` on top.
  func show(_ module: Module) { modules.append(module) }

  /// Takes the top module away.
  func close() {
    if !modules.isEmpty { modules.removeLast() }
  }

  /// Takes away every module above the topmost Player List.
  func returnToPlayerList() {
    if let list = modules.lastIndex(where: \.isPlayerList) {
      modules.removeSubrange((list + 1)...)
    }
  }
}
