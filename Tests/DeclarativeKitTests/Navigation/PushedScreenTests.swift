@_spi(Hosting) import DeclarativeKit
import Observation
import Testing
import ViewKit

/// A pushed screen is not a snapshot: its destination is made again when the view declaring it
/// is evaluated again, as in SwiftUI.
@MainActor @Suite struct PushedScreenTests {
  private struct Root: DeclarativeKit.View {
    let model: ProfileModel
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      let name = model.name
      NavigationStack(path: $path) {
        Button("Open") { path.append(1) }
          .navigationDestination(for: Int.self) { _ in
            Text("name \(name)").accessibilityIdentifier("pushed")
            ReaderOfAge()
          }
      }
      .environment(model)
    }
  }

  private struct ReaderOfAge: DeclarativeKit.View {
    @Environment(ProfileModel.self) private var model

    var body: some DeclarativeKit.View {
      Text("age \(model.age)").accessibilityIdentifier("age")
    }
  }

  @Test func givenAPushedScreen_whenAValueItsDestinationCapturedChanges_thenItShowsTheNewValue()
    async throws
  {
    // Given
    let model = ProfileModel()
    model.name = "Ana"
    let (window, driver, _) = hostScene(Root(model: model))
    try await driver.tap("Open")

    // When
    model.name = "Bruno"
    model.age = 30
    window.layoutIfNeeded()

    // Then
    #expect(try driver.text(of: "pushed") == "name Bruno")
    #expect(try driver.text(of: "age") == "age 30")
  }
}
