import Foundation

/// Where an ``AsyncImage``'s load stands, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet (or no URL).
  case empty
  /// Loaded.
  case success(Image)
  /// The load failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  /// Why the load failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// How an ``AsyncImage`` gets the image at a URL: the environment's `imageLoader`.
///
/// The default never touches the network: it gives the image named by the URL's last path
/// component (drawn `[avatar.png]`), as the terminal draws every image by its name. An app or a
/// test sets its own with `environment(\.imageLoader, ImageLoader { url in … })`.
public struct ImageLoader: Sendable {
  let load: @Sendable (URL) async throws -> Image

  /// Creates a loader from a function that loads the image at a URL.
  public init(_ load: @escaping @Sendable (URL) async throws -> Image) {
    self.load = load
  }

  /// The image named by the URL's last path component, without any network.
  public static let named = ImageLoader { url in Image(url.lastPathComponent) }
}

private struct ImageLoaderKey: EnvironmentKey {
  static var defaultValue: ImageLoader { .named }
}

extension EnvironmentValues {
  /// How ``AsyncImage``s inside load their images; ``ImageLoader/named`` unless a view around
  /// sets one.
  public var imageLoader: ImageLoader {
    get { self[ImageLoaderKey.self] }
    set { self[ImageLoaderKey.self] = newValue }
  }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: its content is drawn for the load's
/// phase, starting `.empty` (the placeholder) and then `.success` or `.failure`.
///
/// The load is the view's `task(id:)` on the URL: it starts when the view appears, restarts
/// when the URL changes and is cancelled when the view goes; the window tracks it, so the
/// driver's `waitUntilIdle()` waits for the image.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: (AsyncImagePhase) -> Content
  @State private var phase = AsyncImagePhase.empty
  @Environment(\.imageLoader) private var loader

  /// Creates an image whose views `content` builds for each phase of the load, as SwiftUI's
  /// `AsyncImage(url:scale:transaction:content:)`; the scale and transaction are accepted.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  /// The content for the current phase, loading while the view is shown.
  public var body: some View {
    content(phase).task(id: url) {
      phase = .empty
      guard let url else { return }
      do {
        let image = try await loader.load(url)
        phase = .success(image)
      } catch {
        // A load cancelled because the view went, or its URL changed, shows nothing.
        if !Task.isCancelled { phase = .failure(error) }
      }
    }
  }
}

extension AsyncImage {
  /// Creates an image showing `placeholder` until the image loads, then `content` of it, as
  /// SwiftUI's `AsyncImage(url:scale:content:placeholder:)`; a failed load keeps the placeholder.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _AsyncImageContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      _AsyncImageContent(image: phase.image, content: content, placeholder: placeholder)
    }
  }

  /// Creates an image drawn as loaded, nothing until then, as SwiftUI's
  /// `AsyncImage(url:scale:)`.
  public init(url: URL?, scale: CGFloat = 1)
  where Content == _AsyncImageContent<Image, EmptyView> {
    self.init(url: url, scale: scale, content: { $0 }, placeholder: { EmptyView() })
  }
}

/// The loaded image's content or the placeholder: the content of the placeholder forms of
/// ``AsyncImage``.
public struct _AsyncImageContent<Loaded: View, Placeholder: View>: View {
  let image: Image?
  let content: (Image) -> Loaded
  let placeholder: () -> Placeholder

  /// The content while there is an image, the placeholder otherwise.
  public var body: some View {
    if let image {
      content(image)
    } else {
      placeholder()
    }
  }
}
