@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct NavigationStackTests {
  private struct Catalog: DeclarativeKit.View {
    let model: ProfileModel
    let log: EventLog
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        VStack {
          Text("depth \(path.count)").accessibilityIdentifier("depth")
          Button("Open 1") { path.append(1) }
          Button("Open 1, 2, 3") { path = [1, 2, 3] }
          Button("Open 7") { path.append(7) }
        }
        .navigationTitle("Catalog")
        .navigationDestination(for: Int.self) { number in
          Item(number: number, log: log, path: $path)
        }
      }
      .environment(model)
    }
  }

  private struct Item: DeclarativeKit.View {
    let number: Int
    let log: EventLog
    @Binding var path: [Int]
    @Environment(ProfileModel.self) private var model

    var body: some DeclarativeKit.View {
      if number == 7 {
        Text("seven")
      } else {
        Text("Item \(number) for \(model.name)").accessibilityIdentifier("item")
          .navigationTitle("Item \(number)")
          .task {
            await Task.yield()
            log.append("task \(number) cancelled: \(Task.isCancelled)")
          }
        Button("Next") { path.append(number + 1) }
        Button("Home") { path = [] }
      }
    }
  }

  private struct Mixed: DeclarativeKit.View {
    @State private var path = NavigationPath()

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        Button("Number") { path.append(5) }
          .navigationDestination(for: Int.self) { Text("number \($0)") }
          .navigationDestination(for: String.self) { Text("word \($0)") }
        Button("Word") { path.append("hi") }
        Button("Unknown") { path.append(2.5) }
        Text("\(path.count) \(path.isEmpty)").accessibilityIdentifier("count")
      }
    }
  }

  private struct Nested: DeclarativeKit.View {
    @State private var path: [Int] = []

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) { Text("inside") }
    }
  }

  private func makeSUT() -> (
    window: Window, driver: Driver, navigation: NavigationController, model: ProfileModel,
    log: EventLog
  ) {
    let model = ProfileModel()
    model.name = "Ana"
    let log = EventLog()
    let (window, driver, navigation) = hostScene(Catalog(model: model, log: log))
    return (window, driver, navigation, model, log)
  }

  @Test func givenAStack_whenAButtonAppendsToThePath_thenItsDestinationIsPushed() async throws {
    // Given
    let sut = makeSUT()
    // When
    try await sut.driver.tap("Open 1")
    // Then
    #expect(sut.navigation.viewControllers.count == 2)
    #expect(sut.driver.title == "Item 1")
    #expect(try sut.driver.text(of: "item") == "Item 1 for Ana")
  }

  @Test func givenAPushedScreen_whenTheUserGoesBack_thenThePathLosesItsLastElement()
    async throws
  {
    // Given
    let sut = makeSUT()
    try await sut.driver.tap("Open 1, 2, 3")
    // When
    try await sut.driver.goBack()
    // Then
    #expect(sut.navigation.viewControllers.count == 3)
    #expect(sut.driver.title == "Item 2")
    try await sut.driver.goBack()
    try await sut.driver.goBack()
    #expect(try sut.driver.text(of: "depth") == "depth 0")
  }

  @Test func givenADeepStack_whenThePathIsEmptied_thenTheStackPopsToTheRoot() async throws {
    // Given
    let sut = makeSUT()
    try await sut.driver.tap("Open 1")
    try await sut.driver.tap("Next")
    let second = sut.navigation.viewControllers[1]
    // When
    try await sut.driver.tap("Home")
    // Then
    #expect(sut.navigation.viewControllers.count == 1)
    #expect(sut.driver.title == "Catalog")
    #expect(second.navigationController == nil)
  }

  @Test func givenAPushedScreenWithATask_whenPoppedInCode_thenItsTaskHadRunAndThePathFollows()
    async throws
  {
    // Given
    let sut = makeSUT()
    try await sut.driver.tap("Open 1")
    #expect(sut.log.events == ["task 1 cancelled: false"])
    // When
    sut.navigation.popViewController(animated: true)
    await sut.driver.waitUntilIdle()
    // Then
    #expect(try sut.driver.text(of: "depth") == "depth 0")
  }

  @Test func givenAPushedScreen_whenTheEnvironmentModelChanges_thenItUpdates() async throws {
    // Given
    let sut = makeSUT()
    try await sut.driver.tap("Open 1")
    // When
    sut.model.name = "Bea"
    // Then
    #expect(try sut.driver.text(of: "item") == "Item 1 for Bea")
  }

  @Test func givenAPushedPath_whenPoppedToRootDirectly_thenThePathIsEmptied() async throws {
    // Given
    let sut = makeSUT()
    try await sut.driver.tap("Open 1, 2, 3")
    // When
    sut.navigation.popToRootViewController(animated: true)
    await sut.driver.waitUntilIdle()
    // Then
    #expect(try sut.driver.text(of: "depth") == "depth 0")
  }

  @Test func givenAPathOfAnyTypes_whenElementsAreAppended_thenEachTypeHasItsScreen()
    async throws
  {
    // Given
    let (_, driver, navigation) = hostScene(Mixed())
    // When
    try await driver.tap("Number")
    let number = Renderer.render(driver.window)
    try await driver.goBack()
    try await driver.tap("Word")
    // Then
    #expect(number.hasSuffix("number 5"))
    #expect(Renderer.render(driver.window).hasSuffix("word hi"))
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func givenAPathElementWithNoDestination_whenAppended_thenItIsReportedAndNotPushed()
    async throws
  {
    // Given
    let (window, driver, navigation) = hostScene(Mixed())
    // When
    try await driver.tap("Unknown")
    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(try driver.text(of: "count") == "1 false")
    #expect(
      window.runtimeIssues == [
        "NavigationStack in Mixed: no navigationDestination for Double (path element 0, 2.5); "
          + "nothing is pushed from it on"
      ])
  }

  @Test func givenANavigationStackInsideAScreen_whenHosted_thenItIsReported() {
    // Given
    let (window, _, _) = host(Nested())
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "inside")
    #expect(
      window.runtimeIssues == [
        "NavigationStack in Nested is not a scene root: host it with "
          + "NavigationHostingController; its path is ignored and its root shown in place"
      ])
  }

  @Test func givenAScene_whenItsRootViewIsReplaced_thenTheNewRootIsShown() {
    // Given
    let (window, _, navigation) = hostScene(Text("old"))
    // When
    navigation.rootView = Text("new")
    // Then
    #expect(Renderer.render(window).hasSuffix("new"))
  }
}

@MainActor @Suite struct DestinationStateTests {
  /// The declaring view reads `score` only inside its destination closure.
  private struct Scoreboard: DeclarativeKit.View {
    @State private var path: [Int] = []
    @State private var score = 0

    var body: some DeclarativeKit.View {
      NavigationStack(path: $path) {
        Button("Open") { path = [1] }
          .navigationDestination(for: Int.self) { _ in
            VStack {
              Text("score \(score)").accessibilityIdentifier("score")
              Button("Goal") { score += 1 }
            }
          }
      }
    }
  }

  @Test func givenAPushedScreenMadeFromTheDeclaringViewsState_whenThatStateChanges_thenItFollows()
    async throws
  {
    // Given
    let (_, driver, _) = hostScene(Scoreboard())
    try await driver.tap("Open")
    #expect(try driver.text(of: "score") == "score 0")
    // When
    try await driver.tap("Goal")
    // Then
    #expect(try driver.text(of: "score") == "score 1")
  }
}
