/// The operating system whose test-bundle layout and tool lookup a run follows.
package enum HostPlatform: Equatable, Sendable {
  /// Linux (and any other non-Darwin host): a test bundle is an executable file run directly.
  case linux
  /// macOS with the Xcode toolchain: a test bundle is a folder run by `xctest` or SwiftPM's helper.
  case darwin

  /// The platform this tool was built for.
  package static var current: HostPlatform {
    // `Darwin` rather than `AppKit`: the layout follows the system, not a UI framework.
    #if canImport(Darwin)
      .darwin
    #else
      .linux
    #endif
  }
}
