@_spi(Hosting) import DeclarativeKit
import Observation
import Testing
import ViewKit

private struct ShadeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var shade: String {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
}

/// A pass does not walk a view whose inputs, environment and reads are those of its last walk
/// and under which nothing changed: its widgets stay, and what it gave the screen (a title)
/// stays given.
@MainActor @Suite struct CleanSubtreeTests {
  private struct Profile: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      NameLine(model: model)
      AgeLine(model: model)
    }
  }

  private struct NameLine: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      Text(model.name).accessibilityIdentifier("name")
    }
  }

  private struct AgeLine: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      AgeText(age: model.age).navigationTitle("Age")
    }
  }

  private struct AgeText: DeclarativeKit.View {
    let age: Int

    var body: some DeclarativeKit.View {
      Text("\(age)").accessibilityIdentifier("age")
    }
  }

  @Test func givenTwoSiblings_whenWhatOneReadsChanges_thenTheOtherIsNotWalked() throws {
    // Given
    let model = ProfileModel()
    let (window, driver, screen) = host(Profile(model: model))
    let ageWalks = BodyEvaluations.walks(of: AgeLine.self)
    let textWalks = BodyEvaluations.walks(of: AgeText.self)
    let nameWalks = BodyEvaluations.walks(of: NameLine.self)

    // When
    model.name = "Ana"
    window.layoutIfNeeded()

    // Then
    #expect(try driver.text(of: "name") == "Ana")
    #expect(BodyEvaluations.walks(of: NameLine.self) == nameWalks + 1)
    #expect(BodyEvaluations.walks(of: AgeLine.self) == ageWalks)
    #expect(BodyEvaluations.walks(of: AgeText.self) == textWalks)
    #expect(try driver.text(of: "age") == "0")
    // The skipped view's title is still the screen's.
    #expect(screen.title == "Age")
  }

  @Test func givenADeepChange_whenItIsShown_thenOnlyTheViewsAboveItAreWalked() throws {
    // Given
    let model = ProfileModel()
    let (window, driver, _) = host(Profile(model: model))
    let nameWalks = BodyEvaluations.walks(of: NameLine.self)
    let textWalks = BodyEvaluations.walks(of: AgeText.self)

    // When
    model.age = 7
    window.layoutIfNeeded()

    // Then
    #expect(try driver.text(of: "age") == "7")
    #expect(BodyEvaluations.walks(of: AgeText.self) == textWalks + 1)
    #expect(BodyEvaluations.walks(of: NameLine.self) == nameWalks)
  }

  private struct Settings: DeclarativeKit.View {
    @State private var isOn = false

    var body: some DeclarativeKit.View {
      // The body passes the binding on and never reads the value.
      Switch(isOn: $isOn)
      Button("Turn on") { isOn = true }
    }
  }

  private struct Switch: DeclarativeKit.View {
    @Binding var isOn: Bool

    var body: some DeclarativeKit.View {
      Toggle("Sync", isOn: $isOn).accessibilityIdentifier("sync")
    }
  }

  @Test func givenAControlReadingABinding_whenTheValueChanges_thenTheControlFollows() async throws {
    // Given
    let (_, driver, _) = host(Settings())
    let evaluations = BodyEvaluations.count(of: Switch.self)

    // When
    try await driver.tap("Turn on")

    // Then: the toggle read the value outside any body, and is walked again to show it.
    #expect(try driver.isOn("sync"))
    #expect(BodyEvaluations.count(of: Switch.self) == evaluations)
  }

  private struct Shaded: DeclarativeKit.View {
    @State private var shade = "plain"

    var body: some DeclarativeKit.View {
      Middle().environment(\.shade, shade)
      Button("Shade") { shade = "dark" }
    }
  }

  /// Reads nothing and has no inputs: only its environment changes.
  private struct Middle: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Leaf()
    }
  }

  private struct Leaf: DeclarativeKit.View {
    @Environment(\.shade) private var shade

    var body: some DeclarativeKit.View {
      Text(shade).accessibilityIdentifier("shade")
    }
  }

  @Test func givenAnEnvironmentValueReadBelow_whenItChanges_thenTheReaderFollows() async throws {
    // Given
    let (_, driver, _) = host(Shaded())
    let middle = BodyEvaluations.count(of: Middle.self)

    // When
    try await driver.tap("Shade")

    // Then: the view between is walked, not evaluated.
    #expect(try driver.text(of: "shade") == "dark")
    #expect(BodyEvaluations.count(of: Middle.self) == middle)
  }

  private struct Board: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      Rows(model: model)
    }
  }

  /// Reads the model only in its rows' builder, which the list runs as it draws the rows.
  private struct Rows: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      List {
        ForEach([1, 2, 3], id: \.self) { number in
          Text(model.unread == number ? "* \(number)" : "\(number)")
        }
      }
    }
  }

  @Test func givenARowBuilderReadingAModel_whenTheModelChanges_thenTheDrawnRowFollows() throws {
    // Given
    let model = ProfileModel()
    let (window, driver, _) = host(Board(model: model))
    let evaluations = BodyEvaluations.count(of: Rows.self)

    // When
    model.unread = 2
    window.layoutIfNeeded()

    // Then: no body read the model, yet the list is walked again and redraws its rows.
    #expect(driver.render().contains("* 2"))
    #expect(BodyEvaluations.count(of: Rows.self) == evaluations)
  }

  /// Counts the rows a list builds.
  private final class RowCount {
    private(set) var built = 0

    /// Counts one row built; returns the count so far.
    func tally() -> Int {
      built += 1
      return built
    }
  }

  private struct NumberList: DeclarativeKit.View {
    let model: ProfileModel
    let count: RowCount

    var body: some DeclarativeKit.View {
      List {
        ForEach([1, 2, 3], id: \.self) { number in
          let _ = count.tally()
          Text("row \(model.unread == number ? number * 10 : number)")
        }
      }
      .accessibilityIdentifier("numbers")
    }
  }

  @Test func givenDrawnRows_whenTheTableReloadsWithNothingChanged_thenNoRowIsBuiltAgain() throws {
    // Given
    let model = ProfileModel()
    let count = RowCount()
    let (window, driver, _) = host(NumberList(model: model, count: count))
    let table = try #require(driver.element("numbers") as? ViewKit.TableView)
    #expect(driver.render().contains("row 3"))
    let built = count.built

    // When
    table.reloadData()
    window.layoutIfNeeded()
    let builtAfterReload = count.built
    model.unread = 2
    window.layoutIfNeeded()

    // Then: the reload kept the rows; a change they read builds them again.
    let screen = driver.render()
    #expect(builtAfterReload == built)
    #expect(screen.contains("row 20"))
    #expect(screen.contains("row 1"))
    #expect(count.built > built)
  }

  private struct Framed: DeclarativeKit.View {
    let model: ProfileModel

    var body: some DeclarativeKit.View {
      Text(model.name).accessibilityIdentifier("name")
      Bar()
    }
  }

  /// Gives the screen a bar item and makes it ignore input; reads nothing.
  private struct Bar: DeclarativeKit.View {
    var body: some DeclarativeKit.View {
      Text("bar")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        }
        .allowsHitTesting(false)
    }
  }

  @Test func givenASkippedView_whenItsSiblingChanges_thenItsBarItemAndInputStay() throws {
    // Given
    let model = ProfileModel()
    let (window, driver, screen) = host(Framed(model: model))
    let item = try #require(screen.navigationItem.rightBarButtonItem)
    let walks = BodyEvaluations.walks(of: Bar.self)

    // When
    model.name = "Ana"
    window.layoutIfNeeded()

    // Then
    #expect(try driver.text(of: "name") == "Ana")
    #expect(BodyEvaluations.walks(of: Bar.self) == walks)
    #expect(screen.navigationItem.rightBarButtonItem === item)
    #expect(!screen.view.isUserInteractionEnabled)
  }
}
