/// SHA-256 (FIPS 180-4), written here because the package takes no third-party code.
package enum SHA256 {
  /// The digest of `bytes`: 32 bytes.
  package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    SHA256Core.initial.finish(Array(bytes), priorByteCount: 0)
  }

  /// The digest of the UTF-8 bytes of `string` as 64 lowercase hex characters (SPEC §4.6).
  package static func hexDigest(of string: String) -> String {
    hash(string.utf8).hexString
  }
}
