// A helper for DomainTests: another process writing a local data file, as a second copy of the app
// would. Usage: `SaveStress <data file> <count>` signs in as "stress" (registering on first use)
// and creates `count` players named "Player <n>", n counting on from the players already there,
// printing each one's id once it is saved; a count of 0 goes on until the process is killed, and
// `hold` only keeps the file open until standard input ends. It prints "ready" once the file is
// open; a file it may not open is reported on standard error with exit status 1, as the app does.
import Domain
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: SaveStress <data file> <count|hold>\n".utf8))
  exit(2)
}

/// Writes `line` to standard output at once (a pipe would otherwise buffer it).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
  let backend = try LocalBackend(
    persistence: .file(URL(fileURLWithPath: arguments[1])), passwordIterations: 1)
  say("ready")
  if arguments[2] == "hold" {
    _ = FileHandle.standardInput.readDataToEndOfFile()
    exit(0)
  }
  let credentials = Credentials(username: "stress", password: "stress")
  do {
    try backend.register(credentials)
  } catch .usernameTaken {}
  let token = try backend.login(credentials)
  let count = Int(arguments[2]) ?? 0
  let existing = try backend.players(token: token).count
  var number = existing
  while count == 0 || number < existing + count {
    number += 1
    say(String(try backend.createPlayer(PlayerCreate(name: "Player \(number)"), token: token)))
  }
} catch {
  FileHandle.standardError.write(Data((error.message + "\n").utf8))
  exit(1)
}
