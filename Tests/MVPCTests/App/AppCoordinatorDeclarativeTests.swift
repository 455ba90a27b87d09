@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

/// The app coordinator launching the declarative UI: Login at the root of the path's stack, the
/// path keeping the tree alive and the tree dropping the coordinators of screens that leave it.
@MainActor
@Suite struct AppCoordinatorDeclarativeTests {
  /// A launched app coordinator and the declarative stack over its path, shown in a window.
  private func makeSUT() -> (sut: AppCoordinator, path: ScreenPath, driver: Driver) {
    let sut = AppCoordinator(environment: TestEnvironment().environment)
    let path = ScreenPath()
    let login = sut.launch(on: path)
    let root = NavigationHostingController(rootView: DeclarativeRoot(login: login, path: path))
    return (sut, path, Driver(window: Window(rootViewController: root)))
  }

  @Test func givenNewCoordinator_whenLaunched_thenLoginsCoordinatorIsItsOnlyChildAndLoginTheRoot()
    throws
  {
    // Given, When
    let (sut, path, driver) = makeSUT()

    // Then
    #expect(driver.window.navigationController?.viewControllers.count == 1)
    let login = try #require(sut.childCoordinators.first as? LoginCoordinator)
    #expect(sut.childCoordinators.count == 1 && sut.rootViewState == nil)
    #expect(path.delegate === sut)
    #expect(login.rootViewState is LoginViewState && path.destinations.isEmpty)
  }

  @Test func givenStackHoldingTheTree_whenTheStackIsReleased_thenTheTreeGoesWithIt() {
    // Given
    let env = TestEnvironment()
    weak var appCoordinator: AppCoordinator?
    weak var login: (any Coordinator)?
    do {
      let path = ScreenPath()
      _ = AppCoordinator(environment: env.environment).launch(on: path)
      appCoordinator = path.delegate as? AppCoordinator
      login = appCoordinator?.childCoordinators.first
      #expect(appCoordinator != nil && login != nil)
    }

    // When: the path left the `do` scope

    // Then
    #expect(appCoordinator == nil && login == nil)
  }

  @Test func givenTwoScreensWithCoordinators_whenOneIsPopped_thenOnlyItsCoordinatorIsRemoved()
    async
  {
    // Given
    let (sut, path, driver) = makeSUT()
    let env = TestEnvironment()
    let first = PlayerAddCoordinator(
      stack: .declarative(path), environment: env.environment, didCreatePlayer: {})
    let second = PlayerAddCoordinator(
      stack: .declarative(path), environment: env.environment, didCreatePlayer: {})
    sut.startChild(first)
    sut.startChild(second)
    await driver.waitUntilIdle()

    // When
    let popped = path.destinations.last?.viewState
    try? await driver.goBack()

    // Then
    #expect(popped === second.rootViewState && path.destinations.count == 1)
    #expect(
      sut.childCoordinators.dropFirst().map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
  }
}
