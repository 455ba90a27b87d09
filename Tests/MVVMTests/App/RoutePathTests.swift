import Domain
import TestSupport
import Testing

@testable import MVVM

/// The declarative UI's navigation: the routes view models hand over change the path, and a
/// Gather route leaving the path stops its countdown.
@MainActor
@Suite struct RoutePathTests {
  private func makeRoutes(_ env: TestEnvironment) -> (list: Route, add: Route, gather: Route) {
    let list = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: RoutePath().navigation)
    let add = PlayerAddViewModel(
      playerService: env.players, actions: .init(playerCreated: {}, close: {}))
    let gather = GatherViewModel(
      gatherService: env.gathers, model: .fixture(), clock: env.clock,
      actions: .init(gatherEnded: {}))
    return (.playerList(list), .playerAdd(add), .gather(gather))
  }

  @Test func givenThreeRoutesShown_whenReturningToTheFirst_thenOnlyItStays() {
    // Given
    let env = TestEnvironment()
    let sut = RoutePath()
    let (list, add, gather) = makeRoutes(env)
    for route in [list, add, gather] { sut.navigation.show(route) }

    // When
    sut.navigation.returnTo(list)

    // Then
    #expect(sut.routes == [list])
  }

  @Test func givenTwoRoutesShown_whenClosed_thenTheLastGoesAndClosingAnEmptyPathDoesNothing() {
    // Given
    let env = TestEnvironment()
    let sut = RoutePath()
    let (list, add, _) = makeRoutes(env)
    sut.navigation.show(list)
    sut.navigation.show(add)

    // When
    sut.navigation.close()
    let afterOneClose = sut.routes
    sut.navigation.close()
    sut.navigation.close()

    // Then
    #expect(afterOneClose == [list])
    #expect(sut.routes.isEmpty)
  }

  @Test func givenARouteNotInThePath_whenReturnedTo_thenThePathStays() {
    // Given
    let env = TestEnvironment()
    let sut = RoutePath()
    let (list, add, _) = makeRoutes(env)
    sut.navigation.show(add)

    // When
    sut.navigation.returnTo(list)

    // Then
    #expect(sut.routes == [add])
  }
}
