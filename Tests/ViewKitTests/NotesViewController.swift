import Foundation
import ViewKit

/// A small sample screen for the tests: sections of notes with delete, reorder and details.
@MainActor
final class NotesViewController: ViewController, TableViewDataSource, TableViewDelegate {
  struct Note: Equatable {
    var title: String
    var body: String?
    var isDone = false
  }

  var sections: [(header: String, notes: [Note])] = [
    ("Pinned", [Note(title: "Groceries", body: "Milk\nEggs")]),
    ("Other", [Note(title: "Ideas"), Note(title: "Trip", body: "Pack bags", isDone: true)]),
  ]
  let table = TableView(style: .grouped, identifier: "notes.table")
  let emptyView = EmptyStateView(
    message: "No notes yet.", buttonTitle: "Reload", identifier: "notes.empty",
    buttonIdentifier: "notes.reload")
  private(set) var appearances = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    table.dataSource = self
    table.delegate = self
    emptyView.isHidden = true
    view.addSubview(table)
    view.addSubview(emptyView)
    let edit = BarButtonItem(title: "Edit", identifier: "notes.edit")
    edit.action = { [weak self, weak edit] in
      guard let self, let edit else { return }
      self.table.isEditing.toggle()
      edit.title = self.table.isEditing ? "Done" : "Edit"
      self.table.reloadData()
    }
    navigationItem.rightBarButtonItem = edit
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    appearances += 1
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].notes.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let note = sections[indexPath.section].notes[indexPath.row]
    let cell = TableViewCell(style: .subtitle)
    cell.text = note.title
    cell.detailText = note.body
    cell.accessoryType = note.isDone ? .checkmark : .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !tableView.isEditing
  }

  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    let note = sections[indexPath.section].notes[indexPath.row]
    let alert = AlertController(title: "Delete note", message: "Delete \"\(note.title)\"?")
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak self] in
        self?.sections[indexPath.section].notes.remove(at: indexPath.row)
        self?.table.deleteRows(at: [indexPath])
        self?.emptyView.isHidden = self?.sections.contains { !$0.notes.isEmpty } ?? true
      })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    present(alert)
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    let note = sections[sourceIndexPath.section].notes.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].notes.insert(note, at: destinationIndexPath.row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    let note = sections[indexPath.section].notes[indexPath.row]
    let detail = NoteDetailViewController(note: note.title) { [weak self] in
      self?.sections[indexPath.section].notes[indexPath.row].isDone = true
      self?.table.reloadRows(at: [indexPath])
    }
    navigationController?.pushViewController(detail, animated: true)
  }
}
