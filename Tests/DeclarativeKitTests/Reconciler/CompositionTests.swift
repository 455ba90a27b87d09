@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct CompositionTests {
  private struct Tapper: ViewModifier {
    let counter: EvaluationCounter
    @State private var taps = 0

    func body(content: Content) -> some DeclarativeKit.View {
      let _ = counter.tick()
      VStack {
        content
        Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("taps")
      }
    }
  }

  private struct Screen: DeclarativeKit.View {
    let name: String
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      Text("Hello \(name)").modifier(Tapper(counter: counter))
    }
  }

  @Test func givenAModifierWithState_whenItsContentChanges_thenItKeepsItsStateAndShowsTheNew()
    async throws
  {
    // Given
    let counter = EvaluationCounter()
    let (window, driver, screen) = host(Screen(name: "Ana", counter: counter))
    try await driver.tap("taps")
    try await driver.tap("taps")
    // When
    screen.rootView = Screen(name: "Bo", counter: counter)
    // Then
    #expect(Renderer.render(window) == "Hello Bo\n[Taps 2]")
  }

  @Test func givenAModifier_whenItsParentIsEvaluatedAgain_thenItsBodyIsNotEvaluatedAgain() {
    // Given
    let counter = EvaluationCounter()
    let (window, _, screen) = host(Screen(name: "Ana", counter: counter))
    _ = Renderer.render(window)
    let before = counter.count
    // When
    screen.rootView = Screen(name: "Bo", counter: counter)
    let text = Renderer.render(window)
    // Then
    #expect(before == 1)
    #expect(counter.count == 1)
    #expect(text.hasPrefix("Hello Bo"))
  }

  private struct Grouped: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      List {
        Group {
          Text("A")
          Text("B")
        }
        Section {
          Text("C")
        } header: {
          HStack {
            Image(systemName: "person")
            Text("Players")
          }
        } footer: {
          Text("Three players")
        }
        Section(header: Text("More"), footer: Text("End")) {
          Label("Settings", systemImage: "gear")
        }
      }
      .accessibilityIdentifier("list")
      Group {
        Text("Outside")
        Label {
          Text("Rules")
        } icon: {
          Image("rules")
        }
      }
      Section {
        Text("Row")
      } header: {
        Text("Header")
      } footer: {
        Text("Footer")
      }
    }
  }

  @Test func givenGroupsLabelsAndSectionViews_whenHosted_thenTheyAreDrawnInPlace() throws {
    // Given
    let (window, driver, _) = host(Grouped())
    // When
    let rows = try driver.rows(in: "list").map { $0.map(\.text) }
    let headers = try driver.headers(in: "list")
    // Then
    #expect(rows == [["A", "B"], ["C"], ["Settings"]])
    #expect(headers == [nil, "[person] Players", "More"])
    #expect(
      Renderer.render(window).hasSuffix("Outside\nRules\nHeader\nRow\nFooter"))
  }
}

@MainActor @Suite struct LabelStyleTests {
  private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some DeclarativeKit.View {
      HStack {
        configuration.title
        Text("then")
        configuration.icon
      }
    }
  }

  @Test func givenACustomLabelStyle_whenALabelInsideIsRendered_thenItsBodyIsDrawn() throws {
    // Given
    let view = VStack { DeclarativeKit.Label("Timer", systemImage: "timer") }
      .labelStyle(TrailingIcon())
    // When
    let (_, driver, _) = host(view)
    // Then
    #expect(driver.render().contains("Timer  then  [timer]"))
  }

  @Test func givenTheBuiltInStyles_whenLabelsAreRendered_thenTitleIconOrBothAreDrawn() throws {
    // Given
    let view = VStack {
      DeclarativeKit.Label("One", systemImage: "1.circle").labelStyle(.titleOnly)
      DeclarativeKit.Label("Two", systemImage: "2.circle").labelStyle(.iconOnly)
      DeclarativeKit.Label("Three", systemImage: "3.circle").labelStyle(.titleAndIcon)
    }
    // When
    let (_, driver, _) = host(view)
    let lines = driver.render()
    // Then
    #expect(lines.contains("One") && !lines.contains("[1.circle]"))
    #expect(lines.contains("[2.circle]") && !lines.contains("Two"))
    #expect(lines.contains("[3.circle]  Three"))
  }
}
