import Foundation

/// The data InputSystem ships: the `Layouts/` folder (devices, profiles, key planes, Japanese tables).
///
/// The `InputSystemData` target is rooted at `Layouts/` itself: this file is its one source, and every other
/// entry of the folder is copied as it is into the target's resource bundle (see `Package.swift`), so the
/// canonical data stays a top-level folder of the repository with no copy or symlink.
public enum InputSystemData {
    /// The shipped `Layouts/` folder (the resource bundle's root, which holds `devices.json`,
    /// `profiles.json`, `keyboards/` and `japanese/`), or nil when the resource bundle cannot be found.
    public static var layoutsURL: URL? {
        Bundle.module.resourceURL
    }
}
