@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// A renamed player, seen by every screen that shows it: both UIs of the Player List and of
/// Player Detail observe the same view models, which hold what they show by value.
@MainActor
@Suite struct RenameTests {
  @Test func givenAShownPlayer_whenRenamed_thenEveryScreenShowingItShowsTheNewName()
    async throws
  {
    // Given: the list and Ana's detail, each shown by both UIs over the same view models
    let env = TestEnvironment(players: Player.squad)
    let navigation = NavigationSpy()
    let list = PlayerListViewModel(
      playerService: env.players, gatherService: env.gathers, clock: env.clock,
      actions: navigation.actions)
    await list.load()
    list.select(Player.squad[0])
    guard case .playerDetail(let detail) = try #require(navigation.shown.last) else {
      Issue.record("Player Detail was not shown")
      return
    }
    let lists = [
      ScreenHost.show(PlayerListViewController(viewModel: list)),
      ScreenHost.show(HostingController(rootView: PlayerListScreen(viewModel: list))),
    ]
    let details = [
      ScreenHost.show(PlayerDetailViewController(viewModel: detail)),
      ScreenHost.show(HostingController(rootView: PlayerDetailScreen(viewModel: detail))),
    ]
    for driver in lists + details { await driver.waitUntilIdle() }
    var renamed = Player.squad[0]
    renamed.name = "Anabela"

    // When: Player Edit reports the save, a player `==` to the old one (same id)
    detail.playerUpdated(renamed)

    // Then
    for driver in lists {
      #expect(try driver.rows(in: "playerList.table").first?.first?.text == "Anabela")
    }
    for driver in details {
      #expect(driver.title == "Anabela")
      #expect(try driver.rows(in: "playerDetail.table").first?.first?.detail == "Anabela")
    }
  }
}
