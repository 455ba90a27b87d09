@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct BindingTests {
  private struct Parent: DeclarativeKit.View {
    @State private var isOn = false
    @State private var point = Point(x: 1, y: 2)

    var body: some DeclarativeKit.View {
      Child(isOn: $isOn)
      Text(isOn ? "parent sees on" : "parent sees off").accessibilityIdentifier("parent")
      Button("Parent toggles") { isOn.toggle() }
      Button("Move x") { $point.x.wrappedValue += 10 }
      Text("\(point.x),\(point.y)").accessibilityIdentifier("point")
    }
  }

  private struct Point: Equatable {
    var x: Int
    var y: Int
  }

  private struct Child: DeclarativeKit.View {
    @Binding var isOn: Bool

    var body: some DeclarativeKit.View {
      Toggle("Child", isOn: $isOn).accessibilityIdentifier("child")
    }
  }

  private struct Source: DeclarativeKit.View {
    let shows: Bool
    let keeper: BindingKeeper

    var body: some DeclarativeKit.View {
      if shows {
        Owner(keeper: keeper)
      }
    }
  }

  private struct Owner: DeclarativeKit.View {
    let keeper: BindingKeeper
    @State private var text = "kept"

    var body: some DeclarativeKit.View {
      Text(text).onAppear { keeper.binding = $text }
    }
  }

  @Test func givenAChildBinding_whenTheChildWrites_thenTheParentSeesIt() async throws {
    // Given
    let (_, driver, _) = host(Parent())
    // When
    try await driver.toggle("child")
    // Then
    #expect(try driver.text(of: "parent") == "parent sees on")
  }

  @Test func givenAChildBinding_whenTheParentWrites_thenTheChildSeesIt() async throws {
    // Given
    let (_, driver, _) = host(Parent())
    // When
    try await driver.tap("Parent toggles")
    // Then
    #expect(try driver.isOn("child"))
  }

  @Test func givenABindingToAStruct_whenAPropertyBindingWrites_thenTheStructChanges() async throws {
    // Given
    let (_, driver, _) = host(Parent())
    // When
    try await driver.tap("Move x")
    // Then
    #expect(try driver.text(of: "point") == "11,2")
  }

  @Test func givenABindingMadeFromAProjectedValue_whenWritten_thenTheSourceChanges() {
    // Given
    var source = 1
    let original = Binding(get: { source }, set: { source = $0 })
    let copy = Binding(projectedValue: original)
    // When
    copy.wrappedValue = 5
    // Then
    #expect(source == 5)
    #expect(original.wrappedValue == 5)
  }

  @Test func givenAConstantBinding_whenWritten_thenItStillReadsItsValue() {
    // Given
    let binding = Binding.constant("fixed")
    // When
    binding.wrappedValue = "changed"
    // Then
    #expect(binding.wrappedValue == "fixed")
    #expect(binding.projectedValue.wrappedValue == "fixed")
  }

  @Test func givenABindingWhoseViewLeft_whenWritten_thenTheHostReportsItNamingTheView() throws {
    // Given
    let keeper = BindingKeeper()
    let (window, _, screen) = host(Source(shows: true, keeper: keeper))
    let binding = try #require(keeper.binding)
    screen.rootView = Source(shows: false, keeper: keeper)
    window.layoutIfNeeded()
    // When
    binding.wrappedValue = "lost"
    // Then
    #expect(binding.wrappedValue == "kept")
    #expect(
      window.runtimeIssues == [
        "A binding to a @State of Owner was set after Owner left the view tree; the value is dropped"
      ])
  }
}

/// Keeps a binding a view handed out, to use it after the view has gone.
@MainActor
final class BindingKeeper {
  var binding: Binding<String>?
}
