/// A reference to an object that does not keep it alive and reads nil once it has gone, as a weak
/// one, without giving the object a side table: the object clears it as it goes.
///
/// Once a weak reference to an object is formed, every retain and release of that object takes
/// the runtime's slow path; nodes and graphs are retained at every step of a pass (links instead
/// of weak references took about 5 % off a declarative update on the bench).
final class Link<Object: AnyObject>: @unchecked Sendable {
  /// The object, while it lives.
  // Cleared by the object's deinit, before it is freed; the objects linked live and die on the
  // main actor.
  nonisolated(unsafe) unowned(unsafe) var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}

/// An object others refer to by `Link`; its deinit clears `linkStorage`.
@MainActor
protocol Linkable: AnyObject {
  /// The link made so far, if any.
  var linkStorage: Link<Self>? { get set }
}

extension Linkable {
  /// The object's link, made on first use.
  var link: Link<Self> {
    if let linkStorage { return linkStorage }
    let made = Link(self)
    linkStorage = made
    return made
  }
}

/// A stored reference to a node or a graph that behaves as a `weak` one (it keeps nothing alive and
/// reads nil once the object has gone) without giving the object a side table.
@MainActor
@propertyWrapper
struct Linked<Object: Linkable> {
  private var link: Link<Object>?

  init() {}

  var wrappedValue: Object? {
    get { link?.object }
    set { link = newValue?.link }
  }
}
