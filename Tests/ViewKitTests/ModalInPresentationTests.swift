import Testing
import ViewKit

@MainActor @Suite struct ModalInPresentationTests {
  private func presented(
    modal: ViewController, in navigation: Bool
  ) -> (Window, Driver, ViewController) {
    let presenter = ViewController()
    let window = Window(rootViewController: presenter)
    presenter.present(navigation ? NavigationController(rootViewController: modal) : modal)
    return (window, Driver(window: window), presenter)
  }

  @Test func givenAModalPresentedScreen_whenTheUserGoesBack_thenTheDriverRefusesAndItStays()
    async throws
  {
    // Given
    let modal = ViewController()
    modal.isModalInPresentation = true
    let (_, driver, presenter) = presented(modal: modal, in: false)
    // When
    await #expect(throws: DriverError.self) { try await driver.goBack() }
    // Then
    #expect(presenter.presentedViewController === modal)
  }

  @Test func givenAModalScreenOnAPresentedStack_whenTheUserGoesBack_thenTheStackStays()
    async throws
  {
    // Given
    let modal = ViewController()
    modal.isModalInPresentation = true
    let (_, driver, presenter) = presented(modal: modal, in: true)
    // When
    await #expect(throws: DriverError.self) { try await driver.goBack() }
    // Then
    #expect(presenter.presentedViewController is NavigationController)
  }

  @Test func givenAModalPresentedScreen_whenItDismissesItself_thenItCloses() {
    // Given
    let modal = ViewController()
    modal.isModalInPresentation = true
    let (_, _, presenter) = presented(modal: modal, in: false)
    // When
    modal.dismiss()
    // Then
    #expect(presenter.presentedViewController == nil)
  }
}
