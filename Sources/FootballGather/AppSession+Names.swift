import Foundation
import ViewKit

// MARK: - Finding what a name stands for

extension AppSession {
  /// The number of the element `target` stands for, among those `command` acts on (`accepts`).
  func number(
    of target: Command.Target, for command: String, where accepts: (Handle) -> Bool
  ) throws -> Int {
    switch target {
    case .number(let number): return number
    case .name(let name):
      let candidates = nameCandidates(where: accepts)
      switch NameLookup.match(name, among: candidates) {
      case .one(let candidate): return candidate.number
      case .several(let candidates): throw ambiguous(name, candidates)
      case .none:
        // A row below the fold is found as a user finds it: by scrolling to it.
        guard try scrollToOffscreenRow(named: name, where: accepts) else {
          throw unknownName(name, command, candidates)
        }
        return try number(of: target, for: command, where: accepts)
      }
    }
  }

  /// The field and the text of `type NAME TEXT`: the longest run of leading words of `line`
  /// that names a text field is the name, the rest of the line (inner spaces kept) the text.
  func fieldAndText(_ line: String) throws -> (field: Int, text: String) {
    let fields = nameCandidates(where: \.isTextField)
    for end in wordEnds(line).reversed() {
      let name = String(line[..<end])
      switch NameLookup.match(name, among: fields) {
      case .one(let field):
        return (field.number, String(line[end...].drop(while: { $0 == " " })))
      case .several(let candidates): throw ambiguous(name, candidates)
      case .none: continue
      }
    }
    let firstWord = line.prefix(while: { $0 != " " })
    throw unknownName(String(firstWord), "type", fields)
  }

  private func nameCandidates(where accepts: (Handle) -> Bool) -> [NameLookup.Candidate] {
    handles.enumerated().compactMap { index, handle in
      accepts(handle) ? candidate(handle, number: index + 1) : nil
    }
  }

  private func candidate(_ handle: Handle, number: Int) -> NameLookup.Candidate {
    switch handle {
    case .control(let control):
      // The address is the identifier, or the title when there is none.
      let identifier = control.address == control.title ? nil : control.address
      return NameLookup.Candidate(number: number, label: control.title, identifier: identifier)
    case .row(let table, let indexPath):
      let text = tableView(table)?.cellForRow(at: indexPath)?.text
      return NameLookup.Candidate(number: number, label: text, identifier: nil)
    case .section(let table, let section):
      let header = tableView(table)?.headerTitle(forSection: section)
      return NameLookup.Candidate(number: number, label: header, identifier: nil)
    }
  }

  private func tableView(_ identifier: String) -> TableView? {
    driver.topViewController.view.viewWithIdentifier(identifier) as? TableView
  }

  private func ambiguous(_ name: String, _ candidates: [NameLookup.Candidate]) -> SessionError {
    SessionError(
      message: "'\(name)' matches several: \(NameLookup.list(candidates)) — use the number.")
  }

  private func unknownName(
    _ name: String, _ command: String, _ candidates: [NameLookup.Candidate]
  ) -> SessionError {
    // A name of something the command does not act on gets the command that does.
    let everything = nameCandidates(where: { _ in true })
    if case .one(let other) = NameLookup.match(name, among: everything) {
      return misuse(other.number, command)
    }
    guard !candidates.isEmpty else {
      return SessionError(
        message: "Nothing on this screen is called '\(name)', and nothing here works with "
          + "'\(command)'.")
    }
    return SessionError(
      message: "Nothing here that '\(command)' works on is called '\(name)'; try "
        + "\(NameLookup.list(candidates)), by name or number.")
  }

  /// Where each word of `line` ends.
  private func wordEnds(_ line: String) -> [String.Index] {
    var ends: [String.Index] = []
    var index = line.startIndex
    while let start = line[index...].firstIndex(where: { $0 != " " }) {
      index = line[start...].firstIndex(of: " ") ?? line.endIndex
      ends.append(index)
    }
    return ends
  }
}
