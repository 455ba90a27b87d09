@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct BindableTests {
  private struct Editor: DeclarativeKit.View {
    @Bindable var model: ProfileModel

    var body: some DeclarativeKit.View {
      TextField("Name", text: $model.name).accessibilityIdentifier("name")
      Toggle("Public", isOn: $model.isPublic).accessibilityIdentifier("public")
    }
  }

  private struct LocalBindable: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      let bindable = Bindable(model)
      TextField("Name", text: bindable.projectedValue.name).accessibilityIdentifier("name")
    }
  }

  @Test func givenABindableModel_whenTheUserTypes_thenTheModelChanges() async throws {
    // Given
    let model = ProfileModel()
    let (_, driver, _) = host(Editor(model: model))
    // When
    try await driver.type("Ana", into: "name")
    try await driver.toggle("public")
    // Then
    #expect(model.name == "Ana")
    #expect(model.isPublic)
  }

  @Test func givenABindableModel_whenTheModelChanges_thenTheSameFieldShowsIt() throws {
    // Given
    let model = ProfileModel()
    let (_, driver, _) = host(Editor(model: model))
    let field = try #require(driver.element("name"))
    // When
    model.name = "Bea"
    // Then
    #expect(try driver.text(of: "name") == "Bea")
    #expect(driver.element("name") === field)
  }

  @Test func givenBindableMadeInTheBody_whenTheUserTypes_thenTheModelChanges() async throws {
    // Given
    let model = ProfileModel()
    let (_, driver, _) = host(LocalBindable(model: model))
    // When
    try await driver.type("Cy", into: "name")
    // Then
    #expect(model.name == "Cy")
  }
}
