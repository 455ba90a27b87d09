@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct ContainersTests {
  private struct Rules: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      VStack {
        DisclosureGroup("Offside") {
          Text("Level is onside").accessibilityIdentifier("rule")
        }
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]) {
          Text("A1")
          Text("B1")
        }
        Grid {
          GridRow {
            Text("Team")
            Text("Goals")
          }
        }
        GeometryReader { proxy in
          Text("width \(Int(proxy.size.width))").accessibilityIdentifier("width")
        }
        ScrollViewReader { proxy in
          Button("Top") { proxy.scrollTo("first") }
        }
      }
    }
  }

  @Test func givenAClosedDisclosureGroup_whenItsTitleIsTappedTwice_thenItOpensThenCloses()
    async throws
  {
    // Given
    let (_, driver, _) = host(Rules())
    #expect(!driver.render().contains("Level is onside"))
    // When
    try await driver.tap("▸ Offside")
    // Then
    #expect(try driver.text(of: "rule") == "Level is onside")
    try await driver.tap("▾ Offside")
    #expect(!driver.render().contains("Level is onside"))
  }

  @Test func givenGridsAndReaders_whenRendered_thenTheirContentReadsInOrder() async throws {
    // Given
    let (_, driver, _) = host(Rules())
    // When
    let screen = driver.render()
    // Then
    #expect(screen.contains("A1"))
    #expect(screen.contains("Team  Goals"))
    #expect(try driver.text(of: "width") == "width 390")
    try await driver.tap("Top")
  }

  private struct Roster: DeclarativeKit.View {
    @State private var editMode = EditMode.inactive
    @State private var taps = 0

    var body: some DeclarativeKit.View {
      VStack {
        EditButton()
        Text(editMode.isEditing ? "editing" : "browsing").accessibilityIdentifier("mode")
        Text("tapped \(taps)").accessibilityIdentifier("taps")
          .onTapGesture { taps += 1 }
      }
      .environment(\.editMode, $editMode)
    }
  }

  @Test func givenAnEditButton_whenTapped_thenTheEditModeTurnsOnAndItsTitleIsDone()
    async throws
  {
    // Given
    let (_, driver, _) = host(Roster())
    // When
    try await driver.tap("Edit")
    // Then
    #expect(try driver.text(of: "mode") == "editing")
    try await driver.tap("Done")
    #expect(try driver.text(of: "mode") == "browsing")
  }

  @Test func givenATextWithATapGesture_whenItIsTapped_thenItsActionRuns() async throws {
    // Given
    let (_, driver, _) = host(Roster())
    // When
    try await driver.tap("tapped 0")
    // Then
    #expect(driver.render().contains("tapped 1"))
  }
}

@MainActor @Suite struct PresentationsTests {
  private struct Match: DeclarativeKit.View {
    @State private var isCovering = false
    @State private var isAsking = false
    @State private var answer = ""

    var body: some DeclarativeKit.View {
      VStack {
        Text(answer).accessibilityIdentifier("answer")
        Button("Cover") { isCovering = true }
          .fullScreenCover(isPresented: $isCovering) {
            Text("Full time")
            Button("Close") { isCovering = false }
          }
        Button("Ask") { isAsking = true }
          .confirmationDialog("End?", isPresented: $isAsking, titleVisibility: .visible) {
            Button("End") { answer = "ended" }
          }
      }
    }
  }

  @Test func givenAFullScreenCover_whenItsBindingTurnsTrueThenFalse_thenItIsShownThenGone()
    async throws
  {
    // Given
    let (window, driver, _) = host(Match())
    // When
    try await driver.tap("Cover")
    // Then
    #expect(Renderer.render(window, width: 30).contains("Full time"))
    try await driver.tap("Close")
    #expect(!Renderer.render(window, width: 30).contains("Full time"))
  }

  @Test func givenADialogWithTitleVisibility_whenConfirmed_thenItsActionRuns() async throws {
    // Given
    let (_, driver, _) = host(Match())
    try await driver.tap("Ask")
    // When
    try await driver.tapAlertAction("End")
    // Then
    #expect(try driver.text(of: "answer") == "ended")
  }
}

@MainActor @Suite struct PathTests {
  /// A shape of a learner's own: only `path(in:)`.
  private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  private struct Pennant: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      VStack {
        Text("Pennant")
        Triangle().fill(Color.red)
      }
    }
  }

  @Test func givenACustomShape_whenRendered_thenItDrawsNothingAndItsPathIsItsOwn() {
    // Given
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    // When
    let (_, driver, _) = host(Pennant())
    // Then
    #expect(driver.render().contains("Pennant"))
    #expect(Triangle().path(in: rect) != Path(rect))
    #expect(!Triangle().path(in: rect).isEmpty)
  }
}
