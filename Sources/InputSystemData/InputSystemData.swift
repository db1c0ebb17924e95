import Foundation

/// The data InputSystem ships: the `Layouts/` folder (devices, profiles, key planes, Japanese tables).
///
/// A target of its own, rooted at the package so that `Layouts/` stays a top-level folder of data that is
/// shipped as it is, without a copy or a symlink.
public enum InputSystemData {
    /// The shipped `Layouts/` folder, or nil when the resource bundle cannot be found.
    public static var layoutsURL: URL? {
        Bundle.module.url(forResource: "Layouts", withExtension: nil)
    }
}
