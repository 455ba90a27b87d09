/// Placeholder until the TestSupport target gets its first real file.
enum TestSupportPlaceholder {}
