@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct TaggedControlsTests {
  private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
  }

  private struct Order: DeclarativeKit.View {
    @State private var flavor = Flavor.vanilla
    @State private var size = 1
    @State private var scoops = 2
    @State private var count = 0

    var body: some DeclarativeKit.View {
      Text("\(flavor.rawValue) \(size) \(scoops) \(count)")
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("flavor")
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.menu)
      .accessibilityIdentifier("size")
      Stepper("Scoops", value: $scoops, in: 1...4).accessibilityIdentifier("scoops")
      Stepper(value: $count, in: 0...10, step: 5) {
        Text("Count \(count)")
      }
      .accessibilityIdentifier("count")
    }
  }

  @Test func givenTaggedPickers_whenRowsArePicked_thenTheSelectionsAreTheirTags() async throws {
    // Given
    let (window, driver, _) = host(Order())
    // When
    try await driver.pick(row: 2, component: 0, in: "flavor")
    try await driver.pick(row: 0, component: 0, in: "size")
    // Then
    #expect(
      Renderer.render(window) == """
        mint 0 2 0
        Flavor < Mint >
        Size < Small >
        Scoops [- 2 +]
        Count 0 [- 0 +]
        """)
  }

  @Test func givenLabelledSteppers_whenStepped_thenTheirBindingsAndLabelsChange() async throws {
    // Given
    let (window, driver, _) = host(Order())
    // When
    try await driver.stepUp("scoops")
    try await driver.stepUp("count")
    // Then
    #expect(Renderer.render(window).hasSuffix("Scoops [- 3 +]\nCount 5 [- 5 +]"))
    #expect(try driver.selectedRows(in: "size") == [1])
  }

  private struct Item: Identifiable {
    let id: Int
    var name: String
    var isDone = false
  }

  private struct Checklist: DeclarativeKit.View {
    @State private var items = [Item(id: 1, name: "Ana"), Item(id: 2, name: "Bo")]

    var body: some DeclarativeKit.View {
      ForEach($items) { $item in
        Toggle(item.name, isOn: $item.isDone).accessibilityIdentifier("item.\(item.id)")
      }
      ForEach(0..<3) { index in
        Text("Row \(index)")
      }
      Text(items.filter(\.isDone).map(\.name).joined(separator: ","))
    }
  }

  @Test func givenForEachOverBindings_whenARowWrites_thenTheArrayElementChanges() async throws {
    // Given
    let (window, driver, _) = host(Checklist())
    // When
    try await driver.toggle("item.2")
    // Then
    #expect(
      Renderer.render(window) == """
        Ana (OFF)
        Bo (ON)
        Row 0
        Row 1
        Row 2
        Bo
        """)
  }
}
