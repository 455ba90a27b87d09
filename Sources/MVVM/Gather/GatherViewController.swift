import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Gather: the layout of SPEC §3.7, bound to `GatherViewModel`.
///
/// It wires the scores, the countdown, the teams table and the time picker, binds them in
/// `bind()`, and tells the view model when the screen is left so the countdown stops.
@MainActor
final class GatherViewController: ViewController {
  // MARK: - Properties

  private let viewModel: GatherViewModel
  private let layout = GatherLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: GatherViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen, the picker panel hidden, and binds it.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    dataSource.sections = viewModel.sections
    layout.table.dataSource = dataSource
    wireActions()
    bind()
  }

  /// Tells the view model, which stops the countdown (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    viewModel.viewWillDisappear()
  }

  // MARK: - Private

  /// Events go in as inputs: the layout sends them to the view model, Domain's `GatherEvents`.
  private func wireActions() {
    layout.sendEvents(to: viewModel)
  }

  /// Outputs come back to the widgets.
  private func bind() {
    viewModel.teamAScore.observe(on: self) { controller, text in
      controller.layout.teamAScore.text = text
    }
    viewModel.teamBScore.observe(on: self) { controller, text in
      controller.layout.teamBScore.text = text
    }
    viewModel.timerText.observe(on: self) { controller, text in
      controller.layout.timerLabel.text = text
    }
    viewModel.actionTitle.observe(on: self) { controller, title in
      controller.layout.actionButton.title = title
    }
    viewModel.pickerRows.observe(on: self) { controller, rows in
      controller.layout.selectPickerRows(minutes: rows.minutes, seconds: rows.seconds)
    }
    viewModel.isPickerShown.observe(on: self) { controller, isShown in
      controller.layout.pickerPanel.isHidden = !isShown
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.present(alert) }
  }

  private func present(_ alert: GatherViewModel.Alert?) {
    switch alert {
    case .endConfirmation(let message):
      let confirmation = AlertController(title: message.title, message: message.message)
      let viewModel = viewModel
      confirmation.addAction(
        AlertAction(title: GatherTexts.endConfirmButton, style: .default) {
          await viewModel.endGatherConfirmed()
        })
      confirmation.addAction(AlertAction(title: GatherTexts.endCancelButton, style: .cancel))
      present(confirmation)
    case .error(let message): presentError(message)
    case nil: break
    }
  }
}
