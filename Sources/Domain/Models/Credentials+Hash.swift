extension Credentials {
  /// The password as it goes on the wire: SHA-256 of its UTF-8 bytes in lowercase hex (SPEC §4.6).
  package var hashedPassword: String { SHA256.hexDigest(of: password) }
}
