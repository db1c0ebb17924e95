import Foundation

/// The device's screen (`UIScreen.main`): its bounds in points, its scale, and its coordinate space.
///
/// The screen is the simulated device's: while a simulation is current (the one that most recently made
/// a window, had its window made key, or was given a responder) the bounds
/// are that device's screen in the current orientation, as its ``InputSystem/Simulator/makeWindow()``
/// window is. With no simulation the bounds are those of `Simulator.defaultDevice`
/// (`iphone-16`, 393 × 852 points, portrait).
@preconcurrency @MainActor
open class UIScreen: UICoordinateSpace {
    /// The main screen.
    public static let main = UIScreen()
    /// The screens (the main screen only).
    public static var screens: [UIScreen] { [main] }

    private init() {}

    private var device: (Device, InterfaceOrientation)? {
        guard let keyboard = UIApplication.shared.currentSimulator?.keyboard else { return nil }
        return (keyboard.device, keyboard.orientation)
    }

    /// The screen's rectangle in points, in the current orientation.
    open var bounds: CGRect {
        guard let (device, orientation) = device else { return CGRect(x: 0, y: 0, width: 393, height: 852) }
        return CGRect(origin: .zero, size: device.screenSize(in: orientation))
    }

    /// The screen's rectangle in pixels, in portrait (``bounds`` in portrait × ``nativeScale``).
    open var nativeBounds: CGRect {
        let b = bounds
        let portrait = CGSize(width: min(b.width, b.height), height: max(b.width, b.height))
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }

    /// Points to pixels: 2 for the 3.5-, 4- and 4.7-inch iPhones and the iPads, 3 for the other
    /// iPhones (Apple's display specifications; the device catalog records no scale).
    open var scale: CGFloat {
        guard let (device, _) = device else { return 3 }
        if device.idiom == .pad { return 2 }
        return ["iphone-3.5", "iphone-4", "iphone-4.7", "iphone-se-2"].contains(device.name) ? 2 : 3
    }

    /// The physical scale: ``scale``, except 2.608 on the 5.5-inch iPhones (their 3× image is downsampled).
    open var nativeScale: CGFloat {
        device?.0.name == "iphone-5.5" ? 2.608 : scale
    }

    /// The screen's coordinate space (the screen itself: windows' frames are in it).
    open var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's fixed, portrait-up coordinate space (the same space here: a rotation is not applied
    /// to converted coordinates).
    open var fixedCoordinateSpace: any UICoordinateSpace { self }

    /// Converts a point from the screen to `coordinateSpace`.
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }

    /// Converts a point from `coordinateSpace` to the screen.
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }

    /// Converts a rectangle from the screen to `coordinateSpace`.
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        let to = screenOrigin(of: coordinateSpace)
        return rect.offsetBy(dx: -to.x, dy: -to.y)
    }

    /// Converts a rectangle from `coordinateSpace` to the screen.
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        let from = screenOrigin(of: coordinateSpace)
        return rect.offsetBy(dx: from.x, dy: from.y)
    }
}
