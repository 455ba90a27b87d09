import Foundation

/// What `SPEC.md` defines and what the code cites of it: section numbers and rule ids.
struct SpecCitations {
  /// A citation somewhere in the repository: `Sources/…/File.swift:12: SPEC §3.2`.
  struct Citation: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    /// `§3.2` or `R-4`.
    let target: String

    var description: String { "\(file):\(line): \(target)" }
  }

  /// The section numbers (`3`, `3.2`) that `SPEC.md`'s headings define.
  static func sections(inSpec text: String) -> Set<String> {
    var sections: Set<String> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      // `## 3. Screens`, `### 3.2 Player List`
      if let match = line.wholeMatch(of: /#{2,6} (\d+(?:\.\d+)*)\.? .*/) {
        sections.insert(String(match.1))
      }
    }
    return sections
  }

  /// The rule ids (`R-4`) that `SPEC.md`'s rule table defines, one row each.
  static func rules(inSpec text: String) -> Set<String> {
    var rules: Set<String> = []
    for line in text.split(separator: "\n") {
      if let match = line.prefixMatch(of: /\| (R-\d+) \|/) { rules.insert(String(match.1)) }
    }
    return rules
  }

  /// Every `SPEC §N` (each one of a list such as `SPEC §3, §6 and §7`) and every `R-n` inside
  /// brackets (`[R-4]`, `[R-16, R-17]`) in `text`, the contents of `file`.
  static func citations(in text: String, file: String) -> [Citation] {
    var citations: [Citation] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Regex matching is slow in a debug build: only lines that can cite are matched.
    for (index, line) in lines.enumerated() where line.contains("SPEC §") || line.contains("[R-") {
      for match in line.matches(of: /SPEC (§\d+(?:\.\d+)*(?:(?:, | and |, and )§\d+(?:\.\d+)*)*)/) {
        for section in match.1.matches(of: /§(\d+(?:\.\d+)*)/) {
          citations.append(Citation(file: file, line: index + 1, target: "§" + section.1))
        }
      }
      for match in line.matches(of: /\[(R-\d+(?:, R-\d+)*)\]/) {
        for rule in match.1.matches(of: /R-\d+/) {
          citations.append(Citation(file: file, line: index + 1, target: String(rule.0)))
        }
      }
    }
    return citations
  }

  /// The citations among `citations` that `spec` does not define.
  static func unresolved(_ citations: [Citation], spec: String) -> [Citation] {
    let sections = sections(inSpec: spec)
    let rules = rules(inSpec: spec)
    return citations.filter { citation in
      citation.target.hasPrefix("§")
        ? !sections.contains(String(citation.target.dropFirst()))
        : !rules.contains(citation.target)
    }
  }
}
