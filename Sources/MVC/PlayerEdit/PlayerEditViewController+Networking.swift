import Domain
import Layouts
import ViewKit

extension PlayerEditViewController {
  // MARK: - Networking

  /// Done: saves a copy of the player with the new value, then reports it and pops.
  func doneTapped() async {
    guard canSave else { return }
    let updated = field.applying(newValue, to: player)
    showLoading()
    do throws(ServiceError) {
      try await playerService.update(updated)
      hideLoading()
      delegate?.playerEditViewController(self, didUpdate: updated)
      navigationController?.popViewController(animated: true)
    } catch {
      hideLoading()
      presentErrorAlert(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage,
        buttonTitle: AlertTexts.ok)
    }
  }
}
