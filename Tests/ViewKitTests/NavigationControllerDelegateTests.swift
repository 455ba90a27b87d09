import Testing
import ViewKit

/// Records what a navigation controller tells its delegate, with the stack at that moment.
@MainActor
private final class NavigationDelegateSpy: NavigationControllerDelegate {
  private(set) var shown: [(title: String?, stackSize: Int)] = []

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    shown.append((viewController.title, navigationController.viewControllers.count))
  }
}

@MainActor @Suite struct NavigationControllerDelegateTests {
  private func screen(_ title: String) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
  }

  @Test func givenADelegate_whenAScreenIsPushed_thenItHearsTheNewTopWithTheStackAlreadyGrown() {
    // Given
    let navigation = NavigationController(rootViewController: screen("Root"))
    let spy = NavigationDelegateSpy()
    navigation.delegate = spy

    // When
    navigation.pushViewController(screen("Pushed"), animated: true)

    // Then
    #expect(spy.shown.map(\.title) == ["Pushed"])
    #expect(spy.shown.map(\.stackSize) == [2])
  }

  @Test func givenTwoPushed_whenPoppingToRoot_thenItHearsTheRootOnceWithThePoppedGone() {
    // Given
    let root = screen("Root")
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(screen("One"), animated: false)
    navigation.pushViewController(screen("Two"), animated: false)
    let spy = NavigationDelegateSpy()
    navigation.delegate = spy

    // When
    navigation.popToRootViewController(animated: true)

    // Then
    #expect(spy.shown.map(\.title) == ["Root"])
    #expect(spy.shown.map(\.stackSize) == [1])
  }

  @Test func givenOneScreenOnTheStack_whenPopIsAsked_thenTheDelegateHearsNothing() {
    // Given
    let navigation = NavigationController(rootViewController: screen("Root"))
    let spy = NavigationDelegateSpy()
    navigation.delegate = spy

    // When
    navigation.popViewController(animated: true)
    navigation.setViewControllers(navigation.viewControllers, animated: false)

    // Then
    #expect(spy.shown.isEmpty)
  }
}
