import ViewKit

/// A small sample screen for the tests: one note with a button that marks it done and goes back.
@MainActor
final class NoteDetailViewController: ViewController {
  private let note: String
  private let onDone: @MainActor () -> Void
  private(set) var lifecycle: [String] = []

  init(note: String, onDone: @escaping @MainActor () -> Void) {
    self.note = note
    self.onDone = onDone
    super.init()
  }

  override func loadView() {
    let root = View(identifier: "detail.root")
    root.addSubview(Label(text: note, identifier: "detail.title"))
    let done = Button(title: "Mark done", identifier: "detail.done")
    done.action = { [weak self] in
      await Task.yield()
      self?.onDone()
      self?.navigationController?.popViewController(animated: true)
    }
    root.addSubview(done)
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = note
    lifecycle.append("didLoad")
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    lifecycle.append("willAppear")
  }

  override func viewWillDisappear() {
    super.viewWillDisappear()
    lifecycle.append("willDisappear")
  }
}
