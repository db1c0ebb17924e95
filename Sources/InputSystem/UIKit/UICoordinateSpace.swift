import Foundation

/// A coordinate space points and rectangles convert between (`UICoordinateSpace`): views and the
/// screen (``UIScreen/coordinateSpace``).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// Converts a point from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Where a coordinate space's origin is on the screen: a view's through its window (whose frame is
/// in screen coordinates), the screen's at zero; any other space is taken to be at the screen's origin.
@MainActor
func screenOrigin(of space: any UICoordinateSpace) -> CGPoint {
    guard let view = space as? UIView else { return .zero }
    let inWindow = view.convert(CGPoint.zero, to: nil as UIView?)
    let window = view.window.map { $0.frame.origin } ?? .zero
    return CGPoint(x: inWindow.x + window.x, y: inWindow.y + window.y)
}

extension UIView: UICoordinateSpace {
    /// Converts a point from this view to `coordinateSpace` (another view, or the screen's space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }

    /// Converts a point from `coordinateSpace` (another view, or the screen's space) to this view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }

    /// Converts a rectangle from this view to `coordinateSpace` (another view, or the screen's space).
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        let from = screenOrigin(of: self), to = screenOrigin(of: coordinateSpace)
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a rectangle from `coordinateSpace` (another view, or the screen's space) to this view.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        let from = screenOrigin(of: coordinateSpace), to = screenOrigin(of: self)
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }
}
