/// Placeholder until the MVP target gets its first real file.
enum MVPPlaceholder {}
