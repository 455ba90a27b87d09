import Foundation
import MetricsKit
import MetricsSite

let status = await MetricsCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  site: { report, config, context, options async throws(MetricsError) in
    try await SiteCommand.write(report, config: config, context: context, options: options)
  })
exit(status)
