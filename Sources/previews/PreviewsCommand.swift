@_spi(Hosting) import DeclarativeKit
import Foundation
import Layouts

/// `swift run previews [TARGET] [--list] [--width N]`: draws a target's previews as the
/// renderer draws a screen, so a learner sees a view without writing a host.
@MainActor
enum PreviewsCommand {
  /// The targets with previews, each with its providers.
  static let targets: [(name: String, providers: [any PreviewProvider.Type])] = [
    ("Layouts", LayoutsPreviews.providers)
  ]
  /// The pattern targets: their declarative screens draw Layouts' contents.
  static let patterns = ["MVC", "MVVM", "MVP", "MVPC", "VIP", "VIPER", "UDF", "MV"]

  static let help = """
    previews: draws a target's previews (PreviewProvider types) in the terminal.

    Usage: swift run previews [TARGET] [--list] [--width N]

      TARGET      the target whose previews to draw (default: every target with previews)
      --list      name the previews instead of drawing them
      --width N   the screen's width in columns (default 60)
    """

  /// Runs with `arguments` (without the program name); returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    var rest = arguments[...]
    var target: String?
    var list = false
    var width = 60
    while let argument = rest.popFirst() {
      switch argument {
      case "--list": list = true
      case "--width":
        guard let text = rest.popFirst(), let value = Int(text), (20...200).contains(value) else {
          return fail("--width needs a number of columns from 20 to 200")
        }
        width = value
      case "-h", "--help":
        print(help)
        return 0
      default:
        if argument.hasPrefix("-") {
          return fail("unknown option '\(argument)'; --help lists the options")
        }
        target = argument
      }
    }
    let chosen: [(name: String, providers: [any PreviewProvider.Type])]
    if let target {
      if let found = targets.first(where: { $0.name.lowercased() == target.lowercased() }) {
        chosen = [found]
      } else if patterns.contains(where: { $0.lowercased() == target.lowercased() }) {
        print(
          "\(target) declares no previews: its declarative screens draw Layouts' contents,"
            + " whose previews `swift run previews Layouts` draws.")
        return 0
      } else {
        let names = (targets.map(\.name) + patterns).joined(separator: ", ")
        return fail("no target '\(target)' (targets: \(names))")
      }
    } else {
      chosen = targets
    }
    for (name, providers) in chosen {
      for provider in providers {
        let preview = provider.makePreview()
        let title = "\(name): \(preview.name ?? "\(provider)")"
        if list {
          print(title)
          continue
        }
        print("── \(title) " + String(repeating: "─", count: max(0, width - title.count - 4)))
        print(preview.renderedLines(width: width).joined(separator: "\n"))
      }
    }
    return 0
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("previews: error: \(message)\n".utf8))
    return 2
  }
}
