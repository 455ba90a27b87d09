import Foundation

exit(MainActor.assumeIsolated { PreviewsCommand.run(Array(CommandLine.arguments.dropFirst())) })
