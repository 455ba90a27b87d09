import DeclarativeKit
import Domain

/// The declarative VIPER UI's scene: a `NavigationStack` over `ModuleRouter`'s path, with Login's
/// screen at its root and, for each route, the screen `ModuleRouter` builds.
struct ModuleStack: View {
  /// Login's passive view.
  let login: LoginViewState
  /// The router whose path the stack follows.
  @Bindable var router: ModuleRouter

  /// The stack.
  var body: some View {
    NavigationStack(path: $router.path) {
      LoginScreen(viewState: login)
        .navigationDestination(for: Module.self) { router.screen(for: $0) }
    }
  }
}

// MARK: - The view factory

extension ModuleRouter {
  /// Login's module, routed here, with its initial state shown.
  func makeLogin() -> LoginViewState {
    let login = LoginAssembly.assemble(environment: environment, router: self) {
      LoginViewState(presenter: $0)
    }
    login.presenter.load()
    return login
  }

  /// The screen of `module` over a module assembled for it and routed here; the screen keeps the
  /// first one it is given for as long as it stays on the path.
  @ViewBuilder
  func screen(for module: Module) -> some View {
    switch module {
    case .playerList:
      PlayerListScreen(
        viewState: PlayerListAssembly.assemble(environment: environment, router: self) {
          PlayerListViewState(presenter: $0)
        })
    case .playerDetail(let player): PlayerDetailScreen(viewState: playerDetail(player))
    case .playerEdit(let player, let field):
      PlayerEditScreen(viewState: playerEdit(player, field))
    case .playerAdd: PlayerAddScreen(viewState: playerAdd())
    case .confirmPlayers(let players): ConfirmPlayersScreen(viewState: confirmPlayers(players))
    case .gather(let route): GatherScreen(viewState: gather(route.model))
    }
  }

  // Each module's initial state is shown at assembly; only the Player List loads on screen.

  private func playerDetail(_ player: Player) -> PlayerDetailViewState {
    let state = PlayerDetailAssembly.assemble(
      player: player, output: playerDetailOutput, environment: environment, router: self
    ) { PlayerDetailViewState(presenter: $0) }
    state.presenter.load()
    return state
  }

  private func playerEdit(_ player: Player, _ field: PlayerField) -> PlayerEditViewState {
    let state = PlayerEditAssembly.assemble(
      player: player, field: field, output: playerEditOutput, environment: environment,
      router: self
    ) { PlayerEditViewState(presenter: $0, field: field, originalText: field.value(of: player)) }
    state.presenter.load()
    return state
  }

  private func playerAdd() -> PlayerAddViewState {
    let state = PlayerAddAssembly.assemble(
      output: playerAddOutput, environment: environment, router: self
    ) { PlayerAddViewState(presenter: $0) }
    state.presenter.load()
    return state
  }

  private func confirmPlayers(_ players: [Player]) -> ConfirmPlayersViewState {
    let state = ConfirmPlayersAssembly.assemble(
      players: players, environment: environment, router: self
    ) { ConfirmPlayersViewState(presenter: $0) }
    state.presenter.load()
    return state
  }

  private func gather(_ model: GatherModel) -> GatherViewState {
    let state = GatherAssembly.assemble(
      model: model, output: gatherOutput, environment: environment, router: self
    ) { GatherViewState(presenter: $0) }
    state.presenter.load()
    return state
  }
}
