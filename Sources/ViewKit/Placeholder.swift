/// Placeholder until the ViewKit target gets its first real file.
enum ViewKitPlaceholder {}
