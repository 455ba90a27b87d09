import Foundation
import MetricsKit

let status = await MetricsCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
exit(status)
