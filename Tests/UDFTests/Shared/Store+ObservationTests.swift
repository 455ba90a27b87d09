import TestSupport
import Testing

@testable import UDF

/// The store as an `Observable`: a read of `state` inside `withObservationTracking` is told of
/// the next change, as a declarative screen's evaluation is; a scoped store is told of the changes
/// to its part of the parent's state, and only those.
@MainActor
@Suite struct StoreObservationTests {
  /// A score and a name, each changed by its own action; `same` changes nothing.
  private struct Form: Equatable, Sendable {
    var score = 0
    var name = ""
  }

  private enum Edit: Equatable, Sendable {
    case score(Int)
    case name(String)
    case same
  }

  private func makeStore() -> Store<Form, Edit> {
    recordingStore(Form()) { state, action in
      switch action {
      case .score(let score): state.score = score
      case .name(let name): state.name = name
      case .same: break
      }
      return .none
    }.store
  }

  @Test func givenATrackedReadOfTheState_whenAnActionChangesIt_thenOnChangeFires() {
    // Given
    let store = makeStore()
    let flag = ObservationFlag { _ = store.state }

    // When
    store.send(.score(2))

    // Then
    #expect(flag.isRaised)
    #expect(store.state.score == 2)
  }

  @Test func givenATrackedReadOfTheState_whenAnActionLeavesItEqual_thenOnChangeDoesNotFire() {
    // Given
    let store = makeStore()
    let flag = ObservationFlag { _ = store.state }

    // When
    store.send(.same)

    // Then
    #expect(!flag.isRaised)
  }

  @Test func givenAScopedStoreReadTracked_whenTheParentChangesItsPart_thenItIsToldAndReadsIt() {
    // Given
    let parent = makeStore()
    let child = parent.scope(0, state: \.score, action: Edit.score)
    let flag = ObservationFlag { _ = child.state }

    // When
    parent.send(.score(3))

    // Then
    #expect(flag.isRaised)
    #expect(child.state == 3)
  }

  @Test func givenAScopedStoreReadTracked_whenTheParentChangesOtherState_thenItIsNotTold() {
    // Given
    let parent = makeStore()
    let child = parent.scope(0, state: \.score, action: Edit.score)
    let flag = ObservationFlag { _ = child.state }

    // When
    parent.send(.name("Ana"))

    // Then
    #expect(!flag.isRaised)
    #expect(child.state == 0)
  }
}
