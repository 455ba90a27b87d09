@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct HostingControllerTests {
  private struct Profile: DeclarativeKit.View {
    let model: ProfileModel
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("\(model.name), \(model.age)").accessibilityIdentifier("summary")
      Toggle("Public", isOn: Bindable(model).isPublic).accessibilityIdentifier("public")
    }
  }

  private struct Inbox: DeclarativeKit.View {
    let model: ProfileModel
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("\(model.unread) unread")
    }
  }

  @Test func givenAHostedView_whenLoaded_thenTheBodyWasEvaluatedOnce() {
    // Given
    let counter = EvaluationCounter()
    // When
    let (window, _, _) = host(Profile(model: ProfileModel(), counter: counter))
    _ = Renderer.render(window)
    // Then
    #expect(counter.count == 1)
  }

  @Test func givenThreePropertiesChanged_whenLaidOut_thenTheBodyIsEvaluatedOnce() {
    // Given
    let model = ProfileModel()
    let counter = EvaluationCounter()
    let (window, _, _) = host(Profile(model: model, counter: counter))
    // When
    model.name = "Ana"
    model.age = 30
    model.isPublic = true
    let text = Renderer.render(window)
    // Then
    #expect(counter.count == 2)
    #expect(text == "Ana, 30\nPublic (ON)")
  }

  @Test func givenAPropertyTheBodyDoesNotRead_whenItChanges_thenNothingIsEvaluated() {
    // Given
    let model = ProfileModel()
    let counter = EvaluationCounter()
    let (window, _, screen) = host(Profile(model: model, counter: counter))
    // When
    model.unread = 3
    window.layoutIfNeeded()
    // Then
    #expect(counter.count == 1)
    #expect(!screen.needsUpdateProperties)
  }

  @Test func givenTwoScreens_whenOnlyOnesModelChanges_thenOnlyThatScreenIsEvaluated() {
    // Given
    let model = ProfileModel()
    let profileCounter = EvaluationCounter()
    let inboxCounter = EvaluationCounter()
    let navigation = NavigationController(
      rootViewController: HostingController(
        rootView: Profile(model: model, counter: profileCounter)))
    let window = Window(rootViewController: navigation)
    navigation.pushViewController(
      HostingController(rootView: Inbox(model: model, counter: inboxCounter)), animated: false)
    // When
    model.unread = 5
    let text = Renderer.render(window)
    // Then
    #expect(inboxCounter.count == 2)
    #expect(profileCounter.count == 1)
    #expect(text.hasSuffix("5 unread"))
  }

  @Test func givenAChange_whenReEvaluated_thenEveryWidgetIsTheSameObject() throws {
    // Given
    let model = ProfileModel()
    let (_, driver, screen) = host(Profile(model: model, counter: EvaluationCounter()))
    let before = screen.view.allViews
    // When
    model.name = "Bea"
    model.isPublic = true
    // Then
    #expect(try driver.text(of: "summary") == "Bea, 0")
    let unchanged = screen.view.allViews.elementsEqual(before) { $0 === $1 }
    #expect(unchanged)
  }

  @Test func givenAHost_whenAskedForItsName_thenItNamesTheView() {
    // Given
    let screen = HostingController(rootView: Text("x"))
    // When
    let name = screen.runtimeName
    // Then
    #expect(name == "HostingController<Text>")
  }

  @Test func givenAHostOfAnyViewInAnyView_whenAskedForItsName_thenItNamesTheInnermostView() {
    // Given
    let screen = HostingController(rootView: AnyView(AnyView(Button("Go") {})))
    // When
    let name = screen.runtimeName
    // Then
    #expect(name == "HostingController<Button<Text>>")
  }
}
