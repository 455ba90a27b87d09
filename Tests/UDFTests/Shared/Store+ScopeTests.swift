import Testing

@testable import UDF

/// `Store.scope`: a child store of a part of the state, as each pushed screen gets.
@MainActor
@Suite struct StoreScopeTests {
  /// A parent holding an optional child value; the child's only action sets it.
  private struct Parent: Equatable, Sendable {
    var child: Int?
    var other = 0
  }

  private enum ParentAction: Equatable, Sendable {
    case child(Int)
    case clear
    case other
  }

  private func makeParent() -> (Store<Parent, ParentAction>, RecordingReducer<Parent, ParentAction>)
  {
    recordingStore(Parent(child: 1)) { state, action in
      switch action {
      case .child(let value): state.child = value
      case .clear: state.child = nil
      case .other: state.other += 1
      }
      return .none
    }
  }

  private func scope(_ parent: Store<Parent, ParentAction>) -> Store<Int, Int> {
    parent.scope(1, state: \.child, action: ParentAction.child)
  }

  @Test func givenAChildStore_whenItSends_thenTheParentGetsTheActionAndTheChildFollows() async {
    // Given
    let (parent, recorder) = makeParent()
    let child = scope(parent)

    // When
    await child.send(5).finish()

    // Then
    #expect(recorder.actions == [.child(5)])
    #expect(parent.state.child == 5)
    #expect(child.state == 5)
  }

  @Test func givenAChildStore_whenTheParentChangesOnlyOtherState_thenTheChildIsNotTold() {
    // Given
    let (parent, _) = makeParent()
    let child = scope(parent)
    let owner = Owner()
    var renders: [Int] = []
    child.observe(on: owner) { _, state in renders.append(state) }

    // When
    parent.send(.other)
    parent.send(.child(3))

    // Then
    #expect(renders == [1, 3])
  }

  @Test func givenAChildStore_whenItsStateLeavesTheParent_thenItKeepsItsLastState() {
    // Given
    let (parent, _) = makeParent()
    let child = scope(parent)
    parent.send(.child(7))

    // When
    parent.send(.clear)

    // Then
    #expect(parent.state.child == nil)
    #expect(child.state == 7)
  }

  @Test func givenAChildStoreWhoseParentIsGone_whenItSends_thenNothingHappensAndFinishReturns()
    async
  {
    // Given
    var parent: Store<Parent, ParentAction>? = makeParent().0
    let child = parent.map(scope)
    parent = nil

    // When
    await child?.send(9).finish()

    // Then
    #expect(parent == nil)
    #expect(child?.state == 1)
  }
}
