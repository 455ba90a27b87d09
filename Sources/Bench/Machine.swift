import Foundation

/// What the benchmark says about where it ran: the machine, the commit, the memory used.
enum Machine {
  /// The operating system, the processor and its active cores.
  ///
  /// For instance `Ubuntu 24.04 LTS, AMD EPYC 7B13, 2 cores`.
  static func description() -> String {
    var parts = [ProcessInfo.processInfo.operatingSystemVersionString]
    if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
      let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
    {
      parts[0] = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: ["\""])
    }
    if let processor = processorName() { parts.append(processor) }
    parts.append("\(ProcessInfo.processInfo.activeProcessorCount) cores")
    return parts.joined(separator: ", ")
  }

  /// The short hash of the commit checked out, with `+changes` when the tree differs from it;
  /// `unknown` outside a git checkout.
  static func commit() -> String {
    guard let hash = git(["rev-parse", "--short", "HEAD"]), !hash.isEmpty else { return "unknown" }
    let changes = git(["status", "--porcelain", "--untracked-files=no"]) ?? ""
    return changes.isEmpty ? hash : hash + "+changes"
  }

  /// The processor's model name: `/proc/cpuinfo` on Linux, `machdep.cpu.brand_string` on Darwin.
  private static func processorName() -> String? {
    #if os(Linux)
      guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let colon = line.firstIndex(of: ":")
      else { return nil }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    #elseif canImport(Darwin)
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else {
        return nil
      }
      var bytes = [CChar](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return nil }
      return String(cString: bytes)
    #else
      return nil
    #endif
  }

  /// The process's peak resident memory so far, in megabytes (`VmHWM` on Linux, else `ru_maxrss`).
  static func peakMemoryMB() -> Double {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
      {
        return kilobytes / 1024
      }
    #endif
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_maxrss) / 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1_048_576
    #endif
  }

  /// This program's executable, to start a child of it.
  static var executable: URL? {
    #if os(Linux)
      let proc = URL(fileURLWithPath: "/proc/self/exe")
      if FileManager.default.fileExists(atPath: proc.path) { return proc }
    #endif
    return Bundle.main.executableURL
  }

  private static func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
