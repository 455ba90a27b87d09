import DeclarativeKit

/// The declarative VIPER UI's scene: a `NavigationStack` over `ModulePath`, with Login's screen
/// at its root and each module's screen above it.
struct ModuleStack: View {
  /// Login's passive view.
  let login: LoginViewState
  /// The modules above Login, which the routers change.
  @Bindable var path: ModulePath

  /// The stack.
  var body: some View {
    NavigationStack(path: $path.modules) {
      LoginScreen(viewState: login)
        .navigationDestination(for: Module.self) { ModuleScreen(module: $0) }
    }
  }
}

/// The screen of one module on the path.
struct ModuleScreen: View {
  /// The module to draw.
  let module: Module

  /// The screen over the module's view state.
  var body: some View {
    switch module {
    case .playerList(let state): PlayerListScreen(viewState: state)
    case .playerDetail(let state): PlayerDetailScreen(viewState: state)
    case .playerEdit(let state): PlayerEditScreen(viewState: state)
    case .playerAdd(let state): PlayerAddScreen(viewState: state)
    case .confirmPlayers(let state): ConfirmPlayersScreen(viewState: state)
    case .gather(let state): GatherScreen(viewState: state)
    }
  }
}
