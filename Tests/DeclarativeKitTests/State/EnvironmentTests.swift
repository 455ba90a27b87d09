@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct EnvironmentTests {
  private struct Screen: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Badge()
    }
  }

  private struct Badge: DeclarativeKit.View {
    @Environment(ProfileModel.self) private var model

    var body: some DeclarativeKit.View {
      Text("\(model.name): \(model.unread)").accessibilityIdentifier("badge")
    }
  }

  private struct OptionalBadge: DeclarativeKit.View {
    @Environment(ProfileModel.self) private var model: ProfileModel?

    var body: some DeclarativeKit.View {
      Text(model?.name ?? "nobody").accessibilityIdentifier("badge")
    }
  }

  @Test func givenAModelInTheEnvironment_whenADeepViewReadsIt_thenItShowsTheModel() throws {
    // Given
    let model = ProfileModel()
    model.name = "Ana"
    // When
    let (_, driver, _) = host(Screen().environment(model))
    // Then
    #expect(try driver.text(of: "badge") == "Ana: 0")
  }

  @Test func givenAModelInTheEnvironment_whenItChanges_thenTheReaderUpdates() throws {
    // Given
    let model = ProfileModel()
    let (_, driver, _) = host(Screen().environment(model))
    // When
    model.unread = 4
    // Then
    #expect(try driver.text(of: "badge") == ": 4")
  }

  @Test func givenNoModel_whenReadAsOptional_thenItIsNil() throws {
    // Given
    let model: ProfileModel? = nil
    // When
    let (_, driver, _) = host(OptionalBadge().environment(model))
    // Then
    #expect(try driver.text(of: "badge") == "nobody")
  }

  @Test func givenAModel_whenReadAsOptional_thenItIsThere() throws {
    // Given
    let model = ProfileModel()
    model.name = "Dee"
    // When
    let (_, driver, _) = host(OptionalBadge().environment(model))
    // Then
    #expect(try driver.text(of: "badge") == "Dee")
  }
}
