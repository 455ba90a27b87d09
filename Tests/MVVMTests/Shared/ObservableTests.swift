import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// `Observable`, MVVM's binding box: what its observers are told and when, and that it never keeps
/// an owner alive — so, the bindings going one way (controller to view model), a popped screen is
/// freed with its view model, its observers and, on Gather, its countdown.
@MainActor
@Suite struct ObservableTests {
  /// An owner an observer is tied to.
  private final class Owner {
    var seen: [Int] = []
  }

  @Test func givenBox_whenObservedOnAnOwner_thenTheCurrentValueIsDeliveredAtOnce() {
    // Given
    let box = Observable(1)
    let owner = Owner()

    // When
    box.observe(on: owner) { owner, value in owner.seen.append(value) }

    // Then
    #expect(owner.seen == [1])
  }

  @Test func givenObserver_whenValueIsSetTwiceToTheSameValue_thenEachSetIsDelivered() {
    // Given
    let box = Observable(0)
    let owner = Owner()
    box.observe(on: owner) { owner, value in owner.seen.append(value) }

    // When
    box.value = 5
    box.value = 5

    // Then: an alert shown twice with the same text must reach the screen twice
    #expect(owner.seen == [0, 5, 5])
  }

  @Test func givenOwnerIsGone_whenValueIsSet_thenTheObserverIsDroppedAndNotCalled() {
    // Given
    let box = Observable(0)
    var calls = 0
    do {
      let owner = Owner()
      box.observe(on: owner) { _, _ in calls += 1 }
    }

    // When: the owner went out of scope above
    box.value = 1

    // Then: only the first, immediate call happened
    #expect(calls == 1)
    #expect(box.observerCount == 0)
  }

  @Test func givenObservingOwner_whenOnlyTheBoxHoldsTheHandler_thenTheOwnerIsNotKeptAlive() {
    // Given
    let box = Observable("a")
    var owner = Owner()

    // When
    box.observe(on: owner) { owner, _ in owner.seen.append(0) }

    // Then: the handler gets the owner as an argument, so nothing else holds it
    #expect(isKnownUniquelyReferenced(&owner))
    #expect(owner.seen == [0])
  }

  @Test func givenOwnedObserver_whenValuesAreSet_thenItSeesEveryValueForTheBoxsLife() {
    // Given
    let box = Observable(0)
    var seen: [Int] = []
    box.observe { seen.append($0) }

    // When
    box.value = 1
    box.value = 2

    // Then
    #expect(seen == [0, 1, 2])
    #expect(box.observerCount == 1)
  }

  @Test func givenTwoObservers_whenValueIsSet_thenBothAreToldInTheOrderTheyObserved() {
    // Given
    let box = Observable(0)
    var order: [String] = []
    let first = Owner()
    let second = Owner()
    box.observe(on: first) { _, value in order.append("first \(value)") }
    box.observe(on: second) { _, value in order.append("second \(value)") }

    // When
    box.value = 7

    // Then
    #expect(order == ["first 0", "second 0", "first 7", "second 7"])
  }

  // MARK: - Screens freed with their view models

  @Test func givenPlayerAddWithATypedName_whenBackIsTapped_thenScreenAndViewModelAreReleased()
    async throws
  {
    // Given
    let env = TestEnvironment()
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    weak var releasedScreen: PlayerAddViewController?
    weak var releasedViewModel: PlayerAddViewModel?
    do {
      let viewModel = PlayerAddViewModel(
        playerService: env.players, actions: .init(playerCreated: {}, close: {}))
      let screen = PlayerAddViewController(viewModel: viewModel)
      releasedScreen = screen
      releasedViewModel = viewModel
      navigation.pushViewController(screen, animated: false)
    }
    try await driver.type("Eve", into: "playerAdd.name")

    // When
    try await driver.goBack()

    // Then
    #expect(releasedScreen == nil)
    #expect(releasedViewModel == nil)
  }

  @Test func givenRunningGather_whenBackIsTapped_thenScreenAndViewModelAreReleased() async throws {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let model = GatherModel.fixture()
    let navigation = NavigationController(rootViewController: ViewController())
    let driver = Driver(window: Window(rootViewController: navigation))
    weak var releasedScreen: GatherViewController?
    weak var releasedViewModel: GatherViewModel?
    do {
      let viewModel = GatherViewModel(
        gatherService: env.gathers, model: model, clock: env.clock,
        actions: .init(gatherEnded: {}))
      let screen = GatherViewController(viewModel: viewModel)
      releasedScreen = screen
      releasedViewModel = viewModel
      navigation.pushViewController(screen, animated: false)
    }
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Cancel")
    try await driver.goBack()

    // Then
    #expect(releasedScreen == nil)
    #expect(releasedViewModel == nil)
    #expect(env.clock.sleeperCount == 0)
  }
}
