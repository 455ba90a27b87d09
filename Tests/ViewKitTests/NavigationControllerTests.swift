import Testing
import ViewKit

@MainActor @Suite struct NavigationControllerTests {
  private func makeDetail(_ name: String) -> NoteDetailViewController {
    NoteDetailViewController(note: name) {}
  }

  @Test func givenARoot_whenPushing_thenTheNewTopLoadsAndAppearsAndTheOldDisappears() {
    // Given
    let root = makeDetail("Root")
    let navigation = NavigationController(rootViewController: root)
    _ = Window(rootViewController: navigation)
    let pushed = makeDetail("Pushed")
    // When
    navigation.pushViewController(pushed, animated: true)
    // Then
    #expect(navigation.topViewController === pushed)
    #expect(pushed.navigationController === navigation)
    #expect(pushed.lifecycle == ["didLoad", "willAppear"])
    #expect(root.lifecycle == ["didLoad", "willAppear", "willDisappear"])
  }

  @Test func givenTwoScreens_whenPopping_thenTheRootAppearsAgainAndThePoppedIsDetached() {
    // Given
    let root = makeDetail("Root")
    let navigation = NavigationController(rootViewController: root)
    let pushed = makeDetail("Pushed")
    navigation.pushViewController(pushed, animated: false)
    // When
    let popped = navigation.popViewController(animated: true)
    // Then
    #expect(popped === pushed)
    #expect(pushed.navigationController == nil)
    #expect(pushed.lifecycle.last == "willDisappear")
    #expect(root.lifecycle.last == "willAppear")
  }

  @Test func givenOnlyTheRoot_whenPopping_thenNothingHappens() {
    // Given
    let navigation = NavigationController(rootViewController: makeDetail("Root"))
    // When
    let popped = navigation.popViewController(animated: true)
    // Then
    #expect(popped == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func givenThreeScreens_whenPoppingToRoot_thenTheTwoAboveAreReturned() {
    // Given
    let root = makeDetail("Root")
    let navigation = NavigationController(rootViewController: root)
    let second = makeDetail("Second")
    let third = makeDetail("Third")
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    // When
    let popped = navigation.popToRootViewController(animated: true)
    // Then
    #expect(popped?.map(ObjectIdentifier.init) == [second, third].map(ObjectIdentifier.init))
    #expect(navigation.topViewController === root)
    #expect(third.lifecycle.last == "willDisappear")
    #expect(second.lifecycle == ["didLoad", "willAppear", "willDisappear"])
  }

  @Test func givenThreeScreens_whenPoppingToTheMiddle_thenOnlyTheTopIsPopped() {
    // Given
    let navigation = NavigationController(rootViewController: makeDetail("Root"))
    let second = makeDetail("Second")
    let third = makeDetail("Third")
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    // When
    let popped = navigation.popToViewController(second, animated: true)
    let missing = navigation.popToViewController(third, animated: true)
    // Then
    #expect(popped?.count == 1)
    #expect(missing == nil)
    #expect(navigation.topViewController === second)
  }

  @Test func givenAStack_whenSettingControllers_thenTheStackIsReplaced() {
    // Given
    let root = makeDetail("Root")
    let navigation = NavigationController(rootViewController: root)
    let other = makeDetail("Other")
    // When
    navigation.setViewControllers([other], animated: false)
    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(root.navigationController == nil)
    #expect(other.navigationController === navigation)
    #expect(other.lifecycle == ["didLoad", "willAppear"])
  }

  @Test func givenAWindowWithANavigationController_whenShown_thenTheRootAppearsOnce() {
    // Given
    let root = makeDetail("Root")
    let navigation = NavigationController(rootViewController: root)
    // When
    let window = Window(rootViewController: navigation)
    navigation.viewWillDisappear()
    // Then
    #expect(root.lifecycle == ["didLoad", "willAppear", "willDisappear"])
    #expect(window.topViewController === root)
    #expect(root.window === window)
  }

  @Test func givenAnEmptyNavigationController_whenItsRootIsSetThenShown_thenTheRootAppearsOnce() {
    // Given: the navigation controller exists before its root
    let navigation = NavigationController()
    let root = makeDetail("Root")
    #expect(navigation.viewControllers.isEmpty)
    #expect(navigation.topViewController == nil)

    // When
    navigation.setViewControllers([root], animated: false)
    let window = Window(rootViewController: navigation)

    // Then
    #expect(navigation.viewControllers.count == 1)
    #expect(root.navigationController === navigation)
    #expect(root.lifecycle == ["didLoad", "willAppear"])
    #expect(window.topViewController === root)
  }
}
