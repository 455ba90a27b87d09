@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// A declarative view's `.task { await store.send(…).finish() }`: the effect the action started
/// stops when the view goes, because cancelling the task that awaits `finish()` cancels it.
@MainActor
@Suite struct StoreTaskViewTests {
  /// What the ticking view's store reduces.
  private enum Tick: Equatable, Sendable { case start, tick }

  /// A view counting ticks, which starts a long-living tick loop while it is shown.
  private struct TickingView: DeclarativeKit.View {
    let store: Store<Int, Tick>

    var body: some DeclarativeKit.View {
      Text("\(store.state)").task { await store.send(.start).finish() }
    }
  }

  @Test func givenAViewAwaitingALongLivingEffect_whenItIsPopped_thenTheEffectStops() async {
    // Given: the view shown, its loop asleep on the manual clock and ticking once
    let clock = ManualClock()
    let store = recordingStore(0) { (count: inout Int, action: Tick) -> Effect<Tick> in
      guard action == .start else {
        count += 1
        return .none
      }
      return .run { send in
        while (try? await clock.sleep(for: .seconds(1))) != nil { send(.tick) }
      }
    }.store
    let driver = showScreen(TickingView(store: store))
    #expect(await waitUntil { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(1))
    #expect(store.state == 1)

    // When: the view leaves (popped, not waited for: a loop going on would never be idle)
    driver.topViewController.navigationController?.popViewController(animated: false)

    // Then: the loop stopped sleeping, and no tick comes
    #expect(await waitUntil { clock.sleeperCount == 0 })
    await clock.advance(by: .seconds(2))
    #expect(store.state == 1)
  }
}
